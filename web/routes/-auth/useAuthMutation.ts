import { useNavigate } from "@tanstack/react-router";
import { useCallback, useMemo, useState } from "react";
import type { GraphQLTaggedNode, MutationParameters } from "relay-runtime";
import type { UserType } from "../../__generated__/sessionViewerQuery.graphql";
import { brand } from "../../brand.ts";
import { refusalMessage } from "../../relay/refusal.ts";
import { useMutationWithToast, type FieldErrorsPayload } from "../../relay/useMutationWithToast.ts";
import { dashboardPath } from "../../session.ts";
import { authRoute } from "../auth.tsx";
import type { AuthSearch } from "./authLinks.ts";
import { unreachableMessage } from "./FormError.tsx";
import { returnPathFor } from "./returnPath.ts";

// Login and the two registrations answer alike: the signed-in user (who becomes the store's
// `viewer`, so every screen sees the new session), or an error with a message and field errors.

type Answer = { readonly __typename: string; readonly message?: string } & FieldErrorsPayload;

export interface AuthTexts {
  /** The welcome toast's title, e.g. 'Login realizado com sucesso'. */
  success: string;
  failure: string;
  /** The failure's description from the answer (or the network error): in the toast and in the form. */
  describe: (result: Answer | undefined, error: Error | undefined) => string | undefined;
}

/** Both registrations (candidate, company): 'Cadastro realizado com sucesso', or the server's reason. */
export const registrationTexts: AuthTexts = {
  success: "Cadastro realizado com sucesso",
  failure: "Erro no cadastro",
  describe: (result, error) => (result ? result.message : error?.message),
};


/**
 * Runs a login or registration: on success the welcome toast ('Bem-vindo ao …!') and the page the
 * visitor was on their way to (?voltar=), else the role's dashboard. Returns [run, pending, formError]:
 * `formError` is the failure that belongs to no field, for the form to show beside its button
 * (a toast vanishes, and on a phone it is far from where the person is looking).
 */
export function useAuthMutation<M extends MutationParameters>(node: GraphQLTaggedNode, rootField: string, texts: AuthTexts) {
  const toasts = useMemo(
    () => ({ success: { title: texts.success, description: `Bem-vindo ao ${brand}!` }, failure: texts.failure, describe: texts.describe as never }),
    [texts],
  );
  const [commit, pending] = useMutationWithToast<M>(node, toasts);
  const [formError, setFormError] = useState<string>();
  const { voltar }: AuthSearch = authRoute.useSearch();
  const navigate = useNavigate();
  const run = useCallback(
    (input: M["variables"]["input"], onInvalid: (error: FieldErrorsPayload) => void) => {
      setFormError(undefined);
      commit({ input } as M["variables"], {
        updater: (store) => {
          const user = store.getRootField(rootField)?.getLinkedRecord("data");
          if (user) store.getRoot().setLinkedRecord(user, "viewer");
        },
        onSuccess: (result) => {
          const { userType } = (result as unknown as { data: { userType: UserType } }).data;
          void navigate({ href: returnPathFor(userType, voltar) ?? dashboardPath(userType), replace: true });
        },
        onInvalid,
        onFailure: (result) => {
          const answer = result as unknown as Answer;
          // Messages about fields go under their fields; the rest (wrong password, too many attempts) here.
          if (!answer.fieldErrors?.length) setFormError(texts.describe(answer, undefined) ?? unreachableMessage);
        },
        // The form says what to do: wait, when the server said so; else check the connection (the toast gives the detail).
        onError: (error) => setFormError(refusalMessage(error) ?? unreachableMessage),
      });
    },
    [commit, navigate, rootField, texts, voltar],
  );
  return [run, pending, formError] as const;
}
