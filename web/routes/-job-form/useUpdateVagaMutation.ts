import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import { useToast } from "../../components/Toaster.tsx";
import type { FieldErrorsPayload } from "./useCreateVagaMutation.ts";
import type { useUpdateVagaMutation as UpdateVagaMutation } from "./__generated__/useUpdateVagaMutation.graphql";
import type { VagaInput } from "./__generated__/useCreateVagaMutation.graphql";

const mutation = graphql`
  mutation useUpdateVagaMutation($id: ID!, $input: VagaInput!) {
    updateVaga(id: $id, input: $input) {
      __typename
      ... on MutationUpdateVagaSuccess {
        data {
          id
          updatedAt
          ...JobForm_vaga
          ...CompanyJobCard_vaga
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

interface Callbacks {
  onSuccess: () => void;
  onInvalid: (error: FieldErrorsPayload) => void;
}

const FALLBACK = "Não foi possível atualizar a vaga. Tente novamente.";

/** Saves an edited job; Relay updates its card on the dashboard from the response. */
export function useUpdateVaga() {
  const [commit, pending] = useMutation<UpdateVagaMutation>(mutation);
  const toast = useToast();
  const update = useCallback(
    (id: string, input: VagaInput, { onSuccess, onInvalid }: Callbacks) =>
      commit({
        variables: { id, input },
        onCompleted: ({ updateVaga: result }) => {
          if (result.__typename === "MutationUpdateVagaSuccess") {
            toast({ title: "Vaga atualizada com sucesso!" });
            return onSuccess();
          }
          if (result.__typename === "InvalidInputError") onInvalid(result);
          const message = result.__typename === "%other" ? undefined : result.message;
          toast({ title: "Erro ao atualizar vaga", description: message || FALLBACK, variant: "destructive" });
        },
        onError: () => toast({ title: "Erro ao atualizar vaga", description: FALLBACK, variant: "destructive" }),
      }),
    [commit, toast],
  );
  return [update, pending] as const;
}
