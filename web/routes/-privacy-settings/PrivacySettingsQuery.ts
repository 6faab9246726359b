import { graphql } from "react-relay";

/** Loaded with its screen; the route's loader starts it from PrivacySettingsQuery$parameters (see web/relay/preload.ts). */
export const privacySettingsQuery = graphql`
  query PrivacySettingsQuery @preloadable {
    viewer {
      id
      userType
      ...ConsentsSection_user
      candidato {
        ...ProfileViewsSection_candidate
      }
    }
  }
`;
