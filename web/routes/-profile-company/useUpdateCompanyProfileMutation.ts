import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import { useToast } from "../../components/Toaster.tsx";
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
          ...CompanyProfileForm_empresa
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

const FAILURE = "Não foi possível atualizar o perfil da empresa";

export interface FieldErrorsPayload {
  readonly message?: string;
  readonly fieldErrors?: ReadonlyArray<{ readonly path: ReadonlyArray<string>; readonly message: string }>;
}

interface Callbacks {
  onSuccess?: () => void;
  /** The server refused some fields: put each message under its field. */
  onInvalid?: (error: FieldErrorsPayload) => void;
}

/** Saves the company profile form with the spec's toasts (§8). */
export function useUpdateCompanyProfile() {
  const [commit, pending] = useMutation<UpdateCompanyProfileMutation>(mutation);
  const toast = useToast();
  const update = useCallback(
    (input: EmpresaPerfilInput, { onSuccess, onInvalid }: Callbacks = {}) =>
      commit({
        variables: { input },
        onCompleted: ({ updateCompanyProfile: result }) => {
          if (result.__typename === "MutationUpdateCompanyProfileSuccess") {
            toast({ title: "Perfil atualizado", description: "Informações da empresa foram salvas com sucesso" });
            onSuccess?.();
            return;
          }
          if (result.__typename === "InvalidInputError") onInvalid?.(result);
          toast({ title: "Erro", description: FAILURE, variant: "destructive" });
        },
        onError: () => toast({ title: "Erro", description: FAILURE, variant: "destructive" }),
      }),
    [commit, toast],
  );
  return [update, pending] as const;
}
