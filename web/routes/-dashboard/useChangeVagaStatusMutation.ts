import { useCallback } from "react";
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from "react-relay";
import { useToast } from "../../components/Toaster.tsx";
import type { StatusVaga, useChangeVagaStatusMutation as ChangeVagaStatusMutation } from "./__generated__/useChangeVagaStatusMutation.graphql";
import type { useChangeVagaStatusMutationRefreshQuery } from "./__generated__/useChangeVagaStatusMutationRefreshQuery.graphql";

const mutation = graphql`
  mutation useChangeVagaStatusMutation($id: ID!, $statusVaga: StatusVaga!) {
    changeVagaStatus(id: $id, statusVaga: $statusVaga) {
      __typename
      ... on MutationChangeVagaStatusSuccess {
        data {
          id
          statusVaga
          updatedAt
          # Keeps the 'Vagas Ativas' tile right: same Empresa record as the dashboard's.
          empresa {
            id
            activeJobCount
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** After a conflict (the job changed elsewhere), fetch its real status so the card and the tile catch up. */
const refreshQuery = graphql`
  query useChangeVagaStatusMutationRefreshQuery($id: ID!) {
    vaga(id: $id) {
      id
      statusVaga
      updatedAt
      empresa {
        id
        activeJobCount
      }
    }
  }
`;

const FALLBACK = "Não foi possível atualizar a vaga";

/** Pausa, reativa or encerra a job (spec §4); the card and the tile update from the response. */
export function useChangeVagaStatus() {
  const [commit, pending] = useMutation<ChangeVagaStatusMutation>(mutation);
  const toast = useToast();
  const environment = useRelayEnvironment();
  const change = useCallback(
    (id: string, statusVaga: StatusVaga) =>
      commit({
        variables: { id, statusVaga },
        onCompleted: ({ changeVagaStatus: result }) => {
          if (result.__typename === "MutationChangeVagaStatusSuccess") {
            toast({ title: "Vaga atualizada", description: "Status da vaga foi atualizado com sucesso" });
            return;
          }
          if (result.__typename === "ConflictError") {
            fetchQuery<useChangeVagaStatusMutationRefreshQuery>(environment, refreshQuery, { id }, { fetchPolicy: "network-only" }).subscribe({});
          }
          const message = result.__typename === "%other" ? undefined : result.message;
          toast({ title: "Erro", description: message || FALLBACK, variant: "destructive" });
        },
        onError: () => toast({ title: "Erro", description: FALLBACK, variant: "destructive" }),
      }),
    [commit, toast, environment],
  );
  return [change, pending] as const;
}
