import { useMemo } from "react";
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from "react-relay";
import type { Environment, GraphQLSubscriptionConfig } from "relay-runtime";
import NotificationListPaginationQuery from "../../routes/-notifications/__generated__/NotificationListPaginationQuery.graphql";
import { noticeConnections, setUnreadCount, unreadCountIn } from "./connections.ts";
import NotificationBellMenuQuery from "./__generated__/NotificationBellMenuQuery.graphql";
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

/** The queries that fill each list, in noticeConnections' order. */
const listQueries = [
  { query: NotificationBellMenuQuery, variables: {} },
  { query: NotificationListPaginationQuery, variables: { count: 20 } },
];

/**
 * Reloads the lists on screen. A notice made between a page's query and the stream's opening reaches the
 * count (the stream's first message) but no list: without this, the list would lack it until a reload.
 */
function catchUp(environment: Environment) {
  const source = environment.getStore().getSource();
  noticeConnections().forEach((connection, index) => {
    const list = listQueries[index];
    if (list && source.has(connection)) fetchQuery(environment, list.query, list.variables, { fetchPolicy: "network-only" }).subscribe({});
  });
}

/** While the signed-in bar shows: the count and the lists follow new notices and reads, from any tab or device. */
export function useNotificationsSubscription() {
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(() => {
    let missed = false;
    return {
      subscription,
      variables: { connections: noticeConnections() },
      updater: (store, data) => {
        if (!data) return;
        const { naoLidas, nova } = data.notificacoes;
        missed = !nova && naoLidas !== unreadCountIn(store);
        setUnreadCount(store, naoLidas);
      },
      onNext: () => {
        if (missed) catchUp(environment);
        missed = false;
      },
    };
  }, [environment]);
  useSubscription<Subscription>(config);
}
