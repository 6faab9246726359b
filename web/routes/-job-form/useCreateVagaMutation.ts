import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import { ConnectionHandler } from "relay-runtime";
import { useToast } from "../../components/Toaster.tsx";
import type { useCreateVagaMutation as CreateVagaMutation, VagaInput } from "./__generated__/useCreateVagaMutation.graphql";

const mutation = graphql`
  mutation useCreateVagaMutation($input: VagaInput!) {
    createVaga(input: $input) {
      __typename
      ... on MutationCreateVagaSuccess {
        data {
          id
          ...CompanyJobCard_vaga
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

export interface FieldErrorsPayload {
  readonly message?: string;
  readonly fieldErrors?: ReadonlyArray<{ readonly path: ReadonlyArray<string>; readonly message: string }>;
}

interface Callbacks {
  onSuccess: () => void;
  onInvalid: (error: FieldErrorsPayload) => void;
}

const FALLBACK = "Não foi possível criar a vaga. Tente novamente.";

/** Publishes a job; the new one goes to the top of the dashboard's 'Minhas Vagas' if it is in the store. */
export function useCreateVaga() {
  const [commit, pending] = useMutation<CreateVagaMutation>(mutation);
  const toast = useToast();
  const create = useCallback(
    (input: VagaInput, { onSuccess, onInvalid }: Callbacks) =>
      commit({
        variables: { input },
        updater: (store, data) => {
          if (data?.createVaga.__typename !== "MutationCreateVagaSuccess") return;
          const node = store.getRootField("createVaga")?.getLinkedRecord("data");
          const empresa = store.getRoot().getLinkedRecord("viewer")?.getLinkedRecord("empresa");
          const connection = empresa && ConnectionHandler.getConnection(empresa, "CompanyJobList_vagas");
          if (!node || !connection) return; // The dashboard was not loaded: it fetches the list when opened.
          const edge = ConnectionHandler.createEdge(store, connection, node, "EmpresaVagasConnectionEdge");
          ConnectionHandler.insertEdgeBefore(connection, edge);
          const total = connection.getValue("totalCount");
          if (typeof total === "number") connection.setValue(total + 1, "totalCount");
        },
        onCompleted: ({ createVaga: result }) => {
          if (result.__typename === "MutationCreateVagaSuccess") {
            toast({ title: "Vaga criada com sucesso!", description: "Sua vaga foi publicada e está disponível para candidatos." });
            return onSuccess();
          }
          if (result.__typename === "InvalidInputError") onInvalid(result);
          const message = result.__typename === "%other" ? undefined : result.message;
          toast({ title: "Erro ao criar vaga", description: message || FALLBACK, variant: "destructive" });
        },
        onError: () => toast({ title: "Erro ao criar vaga", description: FALLBACK, variant: "destructive" }),
      }),
    [commit, toast],
  );
  return [create, pending] as const;
}
