import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import { markListedRead, setUnreadCount, unreadCountIn } from "./connections.ts";
import type { useMarkNotificationReadMutation as ReadMutation } from "./__generated__/useMarkNotificationReadMutation.graphql";
import type { useMarkNotificationReadAllMutation as ReadAllMutation } from "./__generated__/useMarkNotificationReadAllMutation.graphql";
import { useToast } from "../../components/Toaster.tsx";

const readMutation = graphql`
  mutation useMarkNotificationReadMutation($id: ID!) {
    marcarNotificacaoLida(id: $id) {
      __typename
      ... on MutationMarcarNotificacaoLidaSuccess {
        data {
          id
          lida
        }
      }
    }
  }
`;

const readAllMutation = graphql`
  mutation useMarkNotificationReadAllMutation {
    marcarTodasNotificacoesLidas {
      __typename
      ... on MutationMarcarTodasNotificacoesLidasSuccess {
        data {
          id
          notificacoesNaoLidas
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * Opening a notice marks it read, quietly: the count drops at once, and the
 * live stream brings the server's count right after.
 */
export function useMarkNotificationRead() {
  const [commit] = useMutation<ReadMutation>(readMutation);
  return useCallback(
    (notice: { id: string; lida: boolean }) => {
      if (notice.lida) return;
      commit({
        variables: { id: notice.id },
        optimisticUpdater: (store) => {
          store.get(notice.id)?.setValue(true, "lida");
          setUnreadCount(store, unreadCountIn(store) - 1);
        },
      });
    },
    [commit],
  );
}

/** 'Marcar todas como lidas': every notice shown turns read and the count goes to zero. */
export function useMarkAllNotificationsRead() {
  const [commit, pending] = useMutation<ReadAllMutation>(readAllMutation);
  const toast = useToast();
  const markAll = useCallback(() => {
    const failed = () => toast({ title: "Erro ao marcar notificações", description: "Tente novamente em instantes.", variant: "destructive" });
    commit({
      variables: {},
      optimisticUpdater: (store) => {
        markListedRead(store);
        setUnreadCount(store, 0);
      },
      updater: (store, data) => {
        if (data?.marcarTodasNotificacoesLidas.__typename === "MutationMarcarTodasNotificacoesLidasSuccess") markListedRead(store);
      },
      onCompleted: (data) => {
        if (data.marcarTodasNotificacoesLidas.__typename !== "MutationMarcarTodasNotificacoesLidasSuccess") failed();
      },
      onError: failed,
    });
  }, [commit, toast]);
  return [markAll, pending] as const;
}
