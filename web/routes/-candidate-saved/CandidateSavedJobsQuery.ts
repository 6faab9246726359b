import { graphql } from "react-relay";

/** Loaded with its screen; the route's loader starts it from CandidateSavedJobsQuery$parameters (see web/relay/preload.ts). */
export const savedJobsQuery = graphql`
  query CandidateSavedJobsQuery @preloadable {
    viewer {
      candidato {
        ...CandidateSavedJobsList_candidate
      }
    }
  }
`;
