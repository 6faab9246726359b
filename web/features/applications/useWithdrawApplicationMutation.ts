import { useCallback } from "react";
import { ConnectionHandler, graphql, useRelayEnvironment } from "react-relay";
import { useMutationWithToast, type MutationCallbacks } from "../../relay/useMutationWithToast.ts";
import type { useWithdrawApplicationMutation as WithdrawMutation } from "./__generated__/useWithdrawApplicationMutation.graphql";

const mutation = graphql`
  mutation useWithdrawApplicationMutation($id: ID!, $connections: [ID!]!) {
    withdrawCandidatura(id: $id) {
      __typename
      ... on MutationWithdrawCandidaturaSuccess {
        data {
          deletedId @deleteEdge(connections: $connections)
          # The 'Candidaturas ativas' tile reads these counts.
          candidato {
            id
            ...CandidateDashboardTiles_candidate
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
const applicationConnectionKeys = ["CandidateDashboardApplications_candidaturas", "CandidateApplicationsList_candidaturas"] as const;

const toasts = {
  success: { title: "Candidatura retirada", description: "Sua candidatura foi retirada com sucesso." },
  failure: "Erro ao retirar candidatura",
  fallback: "Não foi possível retirar a candidatura.",
};

type Callbacks = Pick<MutationCallbacks<WithdrawMutation>, "onSuccess" | "onSettled">;

/**
 * Withdraws one of the signed-in candidate's applications (only while ENVIADA).
 * Its edge leaves every list that holds it (dashboard and /candidate/applications) and
 * their totals drop by one, so nothing needs a reload.
 */
export function useWithdrawApplication() {
  const [commit, pending] = useMutationWithToast<WithdrawMutation>(mutation, toasts);
  const environment = useRelayEnvironment();
  const withdraw = useCallback(
    (input: { applicationId: string; candidateId: string }, callbacks: Callbacks = {}) => {
      // Only the lists loaded so far (@deleteEdge warns about the others).
      const source = environment.getStore().getSource();
      const connections = applicationConnectionKeys
        .map((key) => ConnectionHandler.getConnectionID(input.candidateId, key))
        .filter((connectionId) => source.has(connectionId));
      commit(
        { id: input.applicationId, connections },
        {
          ...callbacks,
          updater: (store, data) => {
            if (data?.withdrawCandidatura.__typename !== "MutationWithdrawCandidaturaSuccess") return;
            // The job can be applied to again: its cards (recommendations, search, job page) offer 'Candidatar-se'.
            store.get(input.applicationId)?.getLinkedRecord("vaga")?.setValue(false, "viewerHasApplied");
            for (const connectionId of connections) {
              const connection = store.get(connectionId);
              const total = connection?.getValue("totalCount");
              if (connection && typeof total === "number") connection.setValue(Math.max(0, total - 1), "totalCount");
            }
          },
        },
      );
    },
    [commit, environment],
  );
  return [withdraw, pending] as const;
}
