import { useCallback } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import { useMutationWithToast } from "../../relay/useMutationWithToast.ts";
import type { StatusVaga, useChangeJobStatusMutation as ChangeJobStatusMutation } from "./__generated__/useChangeJobStatusMutation.graphql";
import type { useChangeJobStatusMutationRefreshQuery as RefreshQuery } from "./__generated__/useChangeJobStatusMutationRefreshQuery.graphql";

const mutation = graphql`
  mutation useChangeJobStatusMutation($id: ID!, $statusVaga: StatusVaga!) {
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
  query useChangeJobStatusMutationRefreshQuery($id: ID!) {
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

const toasts = {
  success: { title: "Vaga atualizada", description: "Status da vaga foi atualizado com sucesso" },
  failure: "Erro",
  fallback: "Não foi possível atualizar a vaga",
};

/** Pausa, reativa or encerra a job (spec §4); the card and the tile update from the response. */
export function useChangeJobStatus() {
  const [commit, pending] = useMutationWithToast<ChangeJobStatusMutation>(mutation, toasts);
  const environment = useRelayEnvironment();
  const change = useCallback(
    (jobId: string, status: StatusVaga, callbacks: { onSettled?: () => void } = {}) =>
      commit(
        { id: jobId, statusVaga: status },
        {
          onSettled: callbacks.onSettled,
          onFailure: (result) => {
            if (result.__typename !== "ConflictError") return;
            fetchQuery<RefreshQuery>(environment, refreshQuery, { id: jobId }, { fetchPolicy: "network-only" }).subscribe({});
          },
        },
      ),
    [commit, environment],
  );
  return [change, pending] as const;
}
