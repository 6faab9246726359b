import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { graphql } from "react-relay";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import type { candidateInterestsQuery as CandidateInterestsQuery } from "./__generated__/candidateInterestsQuery.graphql";

export const candidateInterestsQuery = graphql`
  query candidateInterestsQuery {
    viewer {
      candidato {
        ...CandidateInterestsList_candidate
      }
    }
  }
`;

export const candidateInterestsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/candidate/interests",
  // Companies send new interest at any time: show the store at once, refresh from the network.
  loader: ({ context }) =>
    context.viewer.userType === "CANDIDATO"
      ? preload<CandidateInterestsQuery>(context.environment, candidateInterestsQuery, {}, "store-and-network")
      : null,
  component: lazyRouteComponent(() => import("./-candidate-interests/CandidateInterestsPage.tsx"), "CandidateInterestsPage"),
});
