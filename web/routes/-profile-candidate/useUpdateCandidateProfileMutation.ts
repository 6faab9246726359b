import { useCallback } from "react";
import { graphql } from "react-relay";
import { useMutationWithToast, type FieldErrorsPayload } from "../../relay/useMutationWithToast.ts";
import type {
  CandidatoPerfilInput,
  useUpdateCandidateProfileMutation as UpdateCandidateProfileMutation,
} from "./__generated__/useUpdateCandidateProfileMutation.graphql";

const mutation = graphql`
  mutation useUpdateCandidateProfileMutation($input: CandidatoPerfilInput!) {
    updateCandidateProfile(input: $input) {
      __typename
      ... on MutationUpdateCandidateProfileSuccess {
        data {
          ...PersonalSection_candidate
          ...PhotoUpload_candidate
          ...ProgressCard_candidate
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

const failure = "Não foi possível atualizar o perfil";
const toasts = {
  success: { title: "Perfil atualizado", description: "Suas informações foram salvas com sucesso" },
  failure: "Erro",
  describe: () => failure,
};

/** Saves the personal section; the form, the initials and the completeness update from the answer. */
export function useUpdateCandidateProfile() {
  const [commit, pending] = useMutationWithToast<UpdateCandidateProfileMutation>(mutation, toasts);
  const update = useCallback(
    (input: CandidatoPerfilInput, callbacks: { onInvalid: (error: FieldErrorsPayload) => void }) => commit({ input }, callbacks),
    [commit],
  );
  return [update, pending] as const;
}
