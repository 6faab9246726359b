import { useNavigate, useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import { useToast } from "../../components/Toaster.tsx";
import type { useLogoutEverywhereMutation as LogoutEverywhereMutation } from "./__generated__/useLogoutEverywhereMutation.graphql";

const mutation = graphql`
  mutation useLogoutEverywhereMutation {
    logoutEverywhere
  }
`;

/** 'Sair de todos os dispositivos': ends every session of the account, this one included, and asks to sign in again. */
export function useLogoutEverywhere() {
  const [commit, pending] = useMutation<LogoutEverywhereMutation>(mutation);
  const toast = useToast();
  const navigate = useNavigate();
  const router = useRouter();
  const logoutEverywhere = useCallback(() => {
    commit({
      variables: {},
      updater: (store) => {
        store.getRoot().setValue(null, "viewer");
      },
      onCompleted: () => {
        toast({ title: "Você saiu de todos os dispositivos", description: "Entre novamente para continuar." });
        void navigate({ to: "/auth" }).then(() => router.invalidate());
      },
      onError: (error) => toast({ title: "Erro ao sair dos dispositivos", description: error.message, variant: "destructive" }),
    });
  }, [commit, toast, navigate, router]);
  return [logoutEverywhere, pending] as const;
}
