import { graphql } from "react-relay";

/** Loaded with its screen; the route's loader starts it from NotificationSettingsQuery$parameters (see web/relay/preload.ts). */
export const notificationSettingsQuery = graphql`
  query NotificationSettingsQuery @preloadable {
    viewer {
      ...NotificationSettingsForm_user
    }
  }
`;
