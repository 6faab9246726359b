import { useMemo } from "react";
import { graphql, useSubscription } from "react-relay";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import { noticeConnections, setUnreadCount } from "./connections.ts";
import type { useNotificationsSubscription as Subscription } from "./__generated__/useNotificationsSubscription.graphql";

const subscription = graphql`
  subscription useNotificationsSubscription($connections: [ID!]!) {
    notificacoes {
      naoLidas
      nova @prependNode(connections: $connections, edgeTypeName: "QueryNotificacoesConnectionEdge") {
        id
        ...NotificationItem_notificacao
      }
    }
  }
`;

/** While the signed-in bar shows: the count and the lists follow new notices and reads, from any tab or device. */
export function useNotificationsSubscription() {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: { connections: noticeConnections() },
      updater: (store, data) => {
        if (data) setUnreadCount(store, data.notificacoes.naoLidas);
      },
    }),
    [],
  );
  useSubscription<Subscription>(config);
}
