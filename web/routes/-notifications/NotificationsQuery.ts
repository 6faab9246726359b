import { graphql } from "react-relay";

/** Loaded with its screen; the route's loader starts it from NotificationsQuery$parameters (see web/relay/preload.ts). */
export const notificationsQuery = graphql`
  query NotificationsQuery @preloadable {
    viewer {
      notificacoesNaoLidas
    }
    ...NotificationList_query
  }
`;
