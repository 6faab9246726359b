import { graphql } from "react-relay";

/** Loaded with its screen; the route's loader starts it from CandidateInterestsQuery$parameters (see web/relay/preload.ts). */
export const interestsQuery = graphql`
  query CandidateInterestsQuery @preloadable {
    viewer {
      candidato {
        ...CandidateInterestsList_candidate
      }
    }
  }
`;
