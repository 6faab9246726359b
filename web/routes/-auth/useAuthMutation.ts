import { useNavigate } from "@tanstack/react-router";
import { useCallback, useMemo } from "react";
import type { GraphQLTaggedNode, MutationParameters } from "relay-runtime";
import type { UserType } from "../../__generated__/sessionViewerQuery.graphql";
import { brand } from "../../brand.ts";
import { useMutationWithToast, type FieldErrorsPayload } from "../../relay/useMutationWithToast.ts";
import { dashboardPath } from "../../session.ts";

// Login and the two registrations answer alike: the signed-in user (who becomes the store's
// `viewer`, so every screen sees the new session), or an error with a message and field errors.

export interface AuthTexts {
  /** The welcome toast's title, e.g. 'Login realizado com sucesso'. */
  success: string;
  failure: string;
  /** The failure toast's description from the answer (or the network error). */
  describe: (result: { readonly __typename: string; readonly message?: string } | undefined, error: Error | undefined) => string | undefined;
}

/** Both registrations (candidate, company): 'Cadastro realizado com sucesso', or the server's reason. */
export const registrationTexts: AuthTexts = {
  success: "Cadastro realizado com sucesso",
  failure: "Erro no cadastro",
  describe: (result, error) => (result ? result.message : error?.message),
};

/** Runs a login or registration: on success the welcome toast ('Bem-vindo ao …!') and the role's dashboard. */
export function useAuthMutation<M extends MutationParameters>(node: GraphQLTaggedNode, rootField: string, texts: AuthTexts) {
  const toasts = useMemo(
    () => ({ success: { title: texts.success, description: `Bem-vindo ao ${brand}!` }, failure: texts.failure, describe: texts.describe as never }),
    [texts],
  );
  const [commit, pending] = useMutationWithToast<M>(node, toasts);
  const navigate = useNavigate();
  const run = useCallback(
    (input: M["variables"]["input"], onInvalid: (error: FieldErrorsPayload) => void) =>
      commit({ input } as M["variables"], {
        updater: (store) => {
          const user = store.getRootField(rootField)?.getLinkedRecord("data");
          if (user) store.getRoot().setLinkedRecord(user, "viewer");
        },
        onSuccess: (result) => {
          const { userType } = (result as unknown as { data: { userType: UserType } }).data;
          void navigate({ to: dashboardPath(userType), replace: true });
        },
        onInvalid,
      }),
    [commit, navigate, rootField],
  );
  return [run, pending] as const;
}
