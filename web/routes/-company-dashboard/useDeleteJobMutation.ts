import { useCallback } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import { useMutationWithToast } from "../../relay/useMutationWithToast.ts";
import { companyDashboardQuery } from "./CompanyDashboardQuery.ts";
import type { useDeleteJobMutation as DeleteJobMutation } from "./__generated__/useDeleteJobMutation.graphql";

const mutation = graphql`
  mutation useDeleteJobMutation($id: ID!, $connections: [ID!]!) {
    deleteVaga(id: $id) {
      __typename
      ... on MutationDeleteVagaSuccess {
        data {
          deletedId @deleteEdge(connections: $connections)
        }
      }
    }
  }
`;

const toasts = {
  success: { title: "Vaga deletada", description: "A vaga foi removida com sucesso" },
  failure: "Erro",
  fallback: "Não foi possível deletar a vaga",
};

/**
 * Deletes a job (its applications go with it). The card leaves the list through
 * @deleteEdge and the updater fixes the counts at once (the list's total, and
 * 'Vagas Ativas' when the job was ATIVA); then the dashboard is refetched, as
 * its other counts and panels lost the job's applications and interests. The
 * job's record stays in the store until then, so nothing reads a missing job.
 */
export function useDeleteJob() {
  const [commit, pending] = useMutationWithToast<DeleteJobMutation>(mutation, toasts);
  const environment = useRelayEnvironment();
  const remove = useCallback(
    (jobId: string, connectionId: string, { onSuccess }: { onSuccess: () => void }) =>
      commit(
        { id: jobId, connections: [connectionId] },
        {
          updater: (store, data) => {
            if (data?.deleteVaga.__typename !== "MutationDeleteVagaSuccess") return;
            const connection = store.get(connectionId);
            const total = connection?.getValue("totalCount");
            if (connection && typeof total === "number") connection.setValue(Math.max(0, total - 1), "totalCount");
            const job = store.get(data.deleteVaga.data.deletedId);
            const company = store.getRoot().getLinkedRecord("viewer")?.getLinkedRecord("empresa");
            const active = company?.getValue("activeJobCount");
            if (job?.getValue("statusVaga") === "ATIVA" && company && typeof active === "number") {
              company.setValue(Math.max(0, active - 1), "activeJobCount");
            }
          },
          onSuccess: () => {
            // The job's applications and interests went with it: the tiles and recent panels come fresh from the server.
            fetchQuery(environment, companyDashboardQuery, {}, { fetchPolicy: "network-only" }).subscribe({});
            onSuccess();
          },
        },
      ),
    [commit, environment],
  );
  return [remove, pending] as const;
}
