import { useCallback } from "react";
import { graphql } from "react-relay";
import { ConnectionHandler } from "relay-runtime";
import { useMutationWithToast, type FieldErrorsPayload } from "../../relay/useMutationWithToast.ts";
import type { useCreateJobMutation as CreateJobMutation, VagaInput } from "./__generated__/useCreateJobMutation.graphql";

const mutation = graphql`
  mutation useCreateJobMutation($input: VagaInput!) {
    createVaga(input: $input) {
      __typename
      ... on MutationCreateVagaSuccess {
        data {
          id
          ...CompanyJobCard_job
          # The dashboard's 'Vagas Ativas' tile reads this count from the same record.
          empresa {
            id
            activeJobCount
          }
        }
      }
      ... on Error {
        message
      }
      ... on InvalidInputError {
        fieldErrors {
          path
          message
        }
      }
    }
  }
`;

const toasts = {
  success: { title: "Vaga criada com sucesso!", description: "Sua vaga foi publicada e está disponível para candidatos." },
  failure: "Erro ao criar vaga",
  fallback: "Não foi possível criar a vaga. Tente novamente.",
};

/** Publishes a job; the new one goes to the top of the dashboard's 'Minhas Vagas' if it is in the store. */
export function useCreateJob() {
  const [commit, pending] = useMutationWithToast<CreateJobMutation>(mutation, toasts);
  const create = useCallback(
    (input: VagaInput, callbacks: { onSuccess: () => void; onInvalid: (error: FieldErrorsPayload) => void }) =>
      commit(
        { input },
        {
          ...callbacks,
          updater: (store, data) => {
            if (data?.createVaga.__typename !== "MutationCreateVagaSuccess") return;
            const node = store.getRootField("createVaga")?.getLinkedRecord("data");
            const company = store.getRoot().getLinkedRecord("viewer")?.getLinkedRecord("empresa");
            const connection = company && ConnectionHandler.getConnection(company, "CompanyJobList_vagas");
            if (!node || !connection) return; // The dashboard was not loaded: it fetches the list when opened.
            const edge = ConnectionHandler.createEdge(store, connection, node, "EmpresaVagasConnectionEdge");
            ConnectionHandler.insertEdgeBefore(connection, edge);
            const total = connection.getValue("totalCount");
            if (typeof total === "number") connection.setValue(total + 1, "totalCount");
          },
        },
      ),
    [commit],
  );
  return [create, pending] as const;
}
