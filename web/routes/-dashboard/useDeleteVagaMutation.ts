import { useCallback } from "react";
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from "react-relay";
import { companyDashboardQuery } from "../dashboard.company.tsx";
import { useToast } from "../../components/Toaster.tsx";
import type { useDeleteVagaMutation as DeleteVagaMutation } from "./__generated__/useDeleteVagaMutation.graphql";

const mutation = graphql`
  mutation useDeleteVagaMutation($id: ID!, $connections: [ID!]!) {
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

const FALLBACK = "Não foi possível deletar a vaga";

/**
 * Deletes a job (its applications go with it). The card leaves the list through
 * @deleteEdge and the updater fixes the counts at once (the list's total, and
 * 'Vagas Ativas' when the job was ATIVA); then the dashboard is refetched, as
 * its other counts and panels lost the job's applications and interests. The
 * job's record stays in the store until then, so nothing reads a missing job.
 */
export function useDeleteVaga() {
  const [commit, pending] = useMutation<DeleteVagaMutation>(mutation);
  const environment = useRelayEnvironment();
  const toast = useToast();
  const remove = useCallback(
    (id: string, connectionId: string, { onSuccess }: { onSuccess: () => void }) =>
      commit({
        variables: { id, connections: [connectionId] },
        updater: (store, data) => {
          if (data?.deleteVaga.__typename !== "MutationDeleteVagaSuccess") return;
          const connection = store.get(connectionId);
          const total = connection?.getValue("totalCount");
          if (connection && typeof total === "number") connection.setValue(Math.max(0, total - 1), "totalCount");
          const vaga = store.get(data.deleteVaga.data.deletedId);
          const empresa = store.getRoot().getLinkedRecord("viewer")?.getLinkedRecord("empresa");
          const active = empresa?.getValue("activeJobCount");
          if (vaga?.getValue("statusVaga") === "ATIVA" && empresa && typeof active === "number") {
            empresa.setValue(Math.max(0, active - 1), "activeJobCount");
          }
        },
        onCompleted: ({ deleteVaga: result }) => {
          if (result.__typename === "MutationDeleteVagaSuccess") {
            toast({ title: "Vaga deletada", description: "A vaga foi removida com sucesso" });
            // The job's applications and interests went with it: the tiles and recent panels come fresh from the server.
            fetchQuery(environment, companyDashboardQuery, {}, { fetchPolicy: "network-only" }).subscribe({});
            return onSuccess();
          }
          toast({ title: "Erro", description: FALLBACK, variant: "destructive" });
        },
        onError: () => toast({ title: "Erro", description: FALLBACK, variant: "destructive" }),
      }),
    [commit, toast, environment],
  );
  return [remove, pending] as const;
}
