import { useNavigate, useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import { graphql } from "react-relay";
import { brand } from "../../brand.ts";
import { type MutationCallbacks, useMutationWithToast } from "../../relay/useMutationWithToast.ts";
import type { useDeleteAccountMutation } from "./__generated__/useDeleteAccountMutation.graphql";

const mutation = graphql`
  mutation useDeleteAccountMutation($senha: String!) {
    excluirConta(input: { senha: $senha }) {
      __typename
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

/** 'Excluir minha conta': on success the viewer is forgotten, as at sign-out, and the landing page says goodbye. */
export function useDeleteAccount() {
  const [commit, pending] = useMutationWithToast<useDeleteAccountMutation>(mutation, {
    success: { title: "Conta excluída", description: `Seus dados foram apagados. Obrigado por ter usado o ${brand}.` },
    failure: "Não foi possível excluir a conta",
    fallback: "Verifique sua conexão e tente novamente.",
  });
  const navigate = useNavigate();
  const router = useRouter();
  const remove = useCallback(
    (senha: string, callbacks: Pick<MutationCallbacks<useDeleteAccountMutation>, "onInvalid" | "onSettled">) =>
      commit(
        { senha },
        {
          ...callbacks,
          updater: (store, answer) => {
            if (answer?.excluirConta.__typename === "MutationExcluirContaSuccess") store.getRoot().setValue(null, "viewer");
          },
          onSuccess: () => void navigate({ to: "/" }).then(() => router.invalidate()),
        },
      ),
    [commit, navigate, router],
  );
  return [remove, pending] as const;
}
