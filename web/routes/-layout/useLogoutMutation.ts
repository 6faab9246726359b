import { useNavigate, useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import { graphql } from "react-relay";
import type { GraphQLTaggedNode, MutationParameters } from "relay-runtime";
import type { ToastMessage } from "../../components/Toaster.tsx";
import { useMutationWithToast } from "../../relay/useMutationWithToast.ts";
import type { useLogoutMutation as LogoutMutation } from "./__generated__/useLogoutMutation.graphql";
import type { useLogoutMutationEverywhereMutation as LogoutEverywhereMutation } from "./__generated__/useLogoutMutationEverywhereMutation.graphql";

const logoutMutation = graphql`
  mutation useLogoutMutation {
    logout
  }
`;

const everywhereMutation = graphql`
  mutation useLogoutMutationEverywhereMutation {
    logoutEverywhere
  }
`;

interface SessionToasts {
  success: ToastMessage;
  failure: string;
  describe: (result: unknown, error: Error | undefined) => string | undefined;
}

/** Ends the session(s), forgets the viewer, toasts, then goes to `to` and reloads the route's data. */
function useEndSession<M extends MutationParameters>(node: GraphQLTaggedNode, toasts: SessionToasts, to: "/" | "/auth") {
  const [commit, pending] = useMutationWithToast<M>(node, toasts);
  const navigate = useNavigate();
  const router = useRouter();
  const end = useCallback(() => {
    commit({} as M["variables"], {
      updater: (store) => {
        store.getRoot().setValue(null, "viewer");
      },
      onSuccess: () => void navigate({ to }).then(() => router.invalidate()),
    });
  }, [commit, navigate, router, to]);
  return [end, pending] as const;
}

const describeError = (_: unknown, error: Error | undefined) => error?.message;

const logoutToasts = {
  success: { title: "Logout realizado com sucesso", description: "Até a próxima!" },
  failure: "Erro no logout",
  describe: describeError,
};

const everywhereToasts = {
  success: { title: "Você saiu de todos os dispositivos", description: "Entre novamente para continuar." },
  failure: "Erro ao sair dos dispositivos",
  describe: describeError,
};

/** 'Sair': ends this session and goes to the landing page. */
export const useLogout = () => useEndSession<LogoutMutation>(logoutMutation, logoutToasts, "/");

/** 'Sair de todos os dispositivos': ends every session of the account, this one included, and asks to sign in again. */
export const useLogoutEverywhere = () => useEndSession<LogoutEverywhereMutation>(everywhereMutation, everywhereToasts, "/auth");
