import { graphql } from "react-relay";

/** Loaded with its screen; the route's loader starts it from CandidateApplicationsQuery$parameters (see web/relay/preload.ts). */
export const applicationsQuery = graphql`
  query CandidateApplicationsQuery @preloadable {
    viewer {
      candidato {
        ...CandidateApplicationsList_candidate
      }
    }
  }
`;
