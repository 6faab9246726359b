import { useCallback } from "react";
import { graphql } from "react-relay";
import { useMutationWithToast, type FieldErrorsPayload } from "../../relay/useMutationWithToast.ts";
import type {
  EmpresaPerfilInput,
  useUpdateCompanyProfileMutation as UpdateCompanyProfileMutation,
} from "./__generated__/useUpdateCompanyProfileMutation.graphql";

const mutation = graphql`
  mutation useUpdateCompanyProfileMutation($input: EmpresaPerfilInput!) {
    updateCompanyProfile(input: $input) {
      __typename
      ... on MutationUpdateCompanyProfileSuccess {
        data {
          id
          # Same Empresa record as the dashboard's welcome and the job cards': they follow.
          nomeEmpresa
          ...CompanyProfileForm_company
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

const failure = "Não foi possível atualizar o perfil da empresa";
const toasts = {
  success: { title: "Perfil atualizado", description: "Informações da empresa foram salvas com sucesso" },
  failure: "Erro",
  describe: () => failure,
};

interface Callbacks {
  onSuccess?: () => void;
  /** The server refused some fields: put each message under its field. */
  onInvalid?: (error: FieldErrorsPayload) => void;
}

/** Saves the company profile form with the spec's toasts (§8). */
export function useUpdateCompanyProfile() {
  const [commit, pending] = useMutationWithToast<UpdateCompanyProfileMutation>(mutation, toasts);
  const update = useCallback((input: EmpresaPerfilInput, callbacks: Callbacks = {}) => commit({ input }, callbacks), [commit]);
  return [update, pending] as const;
}
