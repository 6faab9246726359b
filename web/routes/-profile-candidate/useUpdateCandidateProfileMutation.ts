import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import { useToast } from "../../components/Toaster.tsx";
import type { FieldErrorsPayload } from "./sectionMutation.ts";
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
          ...PersonalSection_candidato
          ...PhotoUpload_candidato
          ...ProgressCard_candidato
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
  onInvalid: (error: FieldErrorsPayload) => void;
}

/** Saves the personal section; the form, the initials and the completeness update from the answer. */
export function useUpdateCandidateProfile() {
  const [commit, pending] = useMutation<UpdateCandidateProfileMutation>(mutation);
  const toast = useToast();
  const update = useCallback(
    (input: CandidatoPerfilInput, { onInvalid }: Callbacks) =>
      commit({
        variables: { input },
        onCompleted: ({ updateCandidateProfile: result }) => {
          if (result.__typename === "MutationUpdateCandidateProfileSuccess") {
            toast({ title: "Perfil atualizado", description: "Suas informações foram salvas com sucesso" });
            return;
          }
          if (result.__typename === "InvalidInputError") onInvalid(result);
          toast({ title: "Erro", description: "Não foi possível atualizar o perfil", variant: "destructive" });
        },
        onError: () => toast({ title: "Erro", description: "Não foi possível atualizar o perfil", variant: "destructive" }),
      }),
    [commit, toast],
  );
  return [update, pending] as const;
}
