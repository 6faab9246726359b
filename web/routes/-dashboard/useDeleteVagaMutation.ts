import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
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
 * @deleteEdge; the updater fixes the counts the payload cannot carry (the list's
 * total, and 'Vagas Ativas' when the job was ATIVA) and drops the record.
 */
export function useDeleteVaga() {
  const [commit, pending] = useMutation<DeleteVagaMutation>(mutation);
  const toast = useToast();
  const remove = useCallback(
    (id: string, connectionId: string, { onSuccess }: { onSuccess: () => void }) =>
      commit({
        variables: { id, connections: [connectionId] },
        updater: (store, data) => {
          if (data?.deleteVaga.__typename !== "MutationDeleteVagaSuccess") return;
          const deletedId = data.deleteVaga.data.deletedId;
          const connection = store.get(connectionId);
          const total = connection?.getValue("totalCount");
          if (connection && typeof total === "number") connection.setValue(Math.max(0, total - 1), "totalCount");
          const vaga = store.get(deletedId);
          const empresa = store.getRoot().getLinkedRecord("viewer")?.getLinkedRecord("empresa");
          const active = empresa?.getValue("activeJobCount");
          if (vaga?.getValue("statusVaga") === "ATIVA" && empresa && typeof active === "number") {
            empresa.setValue(Math.max(0, active - 1), "activeJobCount");
          }
          store.delete(deletedId);
        },
        onCompleted: ({ deleteVaga: result }) => {
          if (result.__typename === "MutationDeleteVagaSuccess") {
            toast({ title: "Vaga deletada", description: "A vaga foi removida com sucesso" });
            return onSuccess();
          }
          toast({ title: "Erro", description: FALLBACK, variant: "destructive" });
        },
        onError: () => toast({ title: "Erro", description: FALLBACK, variant: "destructive" }),
      }),
    [commit, toast],
  );
  return [remove, pending] as const;
}
