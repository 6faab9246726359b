import { graphql } from "react-relay";

/** Loaded with its screen; the route's loader starts it from CandidateDashboardQuery$parameters (see web/relay/preload.ts). */
export const candidateDashboardQuery = graphql`
  query CandidateDashboardQuery @preloadable {
    viewer {
      candidato {
        ...CandidateDashboardHeader_candidate
        ...CandidateDashboardTiles_candidate
        ...CandidateDashboardApplications_candidate
        ...CandidateDashboardInterests_candidate
        ...CandidateRecommendedJobs_candidate
      }
    }
  }
`;
