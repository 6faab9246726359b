import { graphql } from "react-relay";

/** Loaded with its screen; the route's loader starts it from CandidateAlertsQuery$parameters (see web/relay/preload.ts). */
export const alertsQuery = graphql`
  query CandidateAlertsQuery @preloadable {
    viewer {
      candidato {
        ...CandidateAlertsList_candidate
      }
    }
  }
`;
