import { useCallback } from "react";
import { graphql } from "react-relay";
import { useMutationWithToast, type FieldErrorsPayload } from "../../relay/useMutationWithToast.ts";
import type { VagaInput } from "./__generated__/useCreateJobMutation.graphql";
import type { useUpdateJobMutation as UpdateJobMutation } from "./__generated__/useUpdateJobMutation.graphql";

const mutation = graphql`
  mutation useUpdateJobMutation($id: ID!, $input: VagaInput!) {
    updateVaga(id: $id, input: $input) {
      __typename
      ... on MutationUpdateVagaSuccess {
        data {
          id
          updatedAt
          ...JobForm_job
          ...CompanyJobCard_job
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
  success: { title: "Vaga atualizada com sucesso!" },
  failure: "Erro ao atualizar vaga",
  fallback: "Não foi possível atualizar a vaga. Tente novamente.",
};

/** Saves an edited job; Relay updates its card on the dashboard from the response. */
export function useUpdateJob() {
  const [commit, pending] = useMutationWithToast<UpdateJobMutation>(mutation, toasts);
  const update = useCallback(
    (jobId: string, input: VagaInput, callbacks: { onSuccess: () => void; onInvalid: (error: FieldErrorsPayload) => void }) =>
      commit({ id: jobId, input }, callbacks),
    [commit],
  );
  return [update, pending] as const;
}
