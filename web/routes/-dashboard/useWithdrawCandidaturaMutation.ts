import { useCallback } from "react";
import { ConnectionHandler, graphql, useMutation, useRelayEnvironment } from "react-relay";
import { useToast } from "../../components/Toaster.tsx";
import type { useWithdrawCandidaturaMutation as WithdrawMutation } from "./__generated__/useWithdrawCandidaturaMutation.graphql";

const mutation = graphql`
  mutation useWithdrawCandidaturaMutation($id: ID!, $connections: [ID!]!) {
    withdrawCandidatura(id: $id) {
      __typename
      ... on MutationWithdrawCandidaturaSuccess {
        data {
          deletedId @deleteEdge(connections: $connections)
          # The 'Candidaturas ativas' tile reads these counts.
          candidato {
            id
            ...CandidateDashboardTiles_candidato
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * The lists of the candidate's applications kept in Relay's store: the dashboard's first five
 * and the paginated page. Both keys must match the `@connection(key: …)` in their fragments.
 */
export const applicationConnectionKeys = [
  "CandidateDashboardApplications_candidaturas",
  "CandidateApplicationsList_candidaturas",
] as const;

const failureTitle = "Erro ao retirar candidatura";
const failureFallback = "Não foi possível retirar a candidatura.";

/**
 * Withdraws one of the signed-in candidate's applications (only while ENVIADA).
 * Its edge leaves every list that holds it (dashboard and /candidate/applications) and
 * their totals drop by one, so nothing needs a reload.
 */
export function useWithdrawCandidatura() {
  const [commit, pending] = useMutation<WithdrawMutation>(mutation);
  const environment = useRelayEnvironment();
  const toast = useToast();
  const withdraw = useCallback(
    (input: { id: string; candidatoId: string }, callbacks: { onSuccess?: () => void; onSettled?: () => void } = {}) => {
      // Only the lists loaded so far (@deleteEdge warns about the others).
      const source = environment.getStore().getSource();
      const connections = applicationConnectionKeys
        .map((key) => ConnectionHandler.getConnectionID(input.candidatoId, key))
        .filter((connectionId) => source.has(connectionId));
      commit({
        variables: { id: input.id, connections },
        updater: (store, data) => {
          if (data?.withdrawCandidatura.__typename !== "MutationWithdrawCandidaturaSuccess") return;
          // The job can be applied to again: its cards (recommendations, search, job page) offer 'Candidatar-se'.
          store.get(input.id)?.getLinkedRecord("vaga")?.setValue(false, "viewerHasApplied");
          for (const connectionId of connections) {
            const connection = store.get(connectionId);
            const total = connection?.getValue("totalCount");
            if (connection && typeof total === "number") connection.setValue(Math.max(0, total - 1), "totalCount");
          }
        },
        onCompleted: ({ withdrawCandidatura: result }) => {
          callbacks.onSettled?.();
          if (result.__typename === "MutationWithdrawCandidaturaSuccess") {
            toast({ title: "Candidatura retirada", description: "Sua candidatura foi retirada com sucesso." });
            callbacks.onSuccess?.();
            return;
          }
          const message = "message" in result ? result.message : undefined;
          toast({ title: failureTitle, description: message || failureFallback, variant: "destructive" });
        },
        onError: () => {
          callbacks.onSettled?.();
          toast({ title: failureTitle, description: failureFallback, variant: "destructive" });
        },
      });
    },
    [commit, environment, toast],
  );
  return [withdraw, pending] as const;
}
