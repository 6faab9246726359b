import { useNavigate, useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import { useToast } from "../../components/Toaster.tsx";
import type { useLogoutMutation as LogoutMutation } from "./__generated__/useLogoutMutation.graphql";

const mutation = graphql`
  mutation useLogoutMutation {
    logout
  }
`;

export function useLogout() {
  const [commit, pending] = useMutation<LogoutMutation>(mutation);
  const toast = useToast();
  const navigate = useNavigate();
  const router = useRouter();
  const logout = useCallback(() => {
    commit({
      variables: {},
      updater: (store) => {
        store.getRoot().setValue(null, "viewer");
      },
      onCompleted: () => {
        toast({ title: "Logout realizado com sucesso", description: "Até a próxima!" });
        void navigate({ to: "/" }).then(() => router.invalidate());
      },
      onError: (error) => toast({ title: "Erro no logout", description: error.message, variant: "destructive" }),
    });
  }, [commit, toast, navigate, router]);
  return [logout, pending] as const;
}
