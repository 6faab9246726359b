import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { graphql } from "react-relay";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import type { candidateApplicationsQuery as CandidateApplicationsQuery } from "./__generated__/candidateApplicationsQuery.graphql";

export const candidateApplicationsQuery = graphql`
  query candidateApplicationsQuery {
    viewer {
      candidato {
        ...CandidateApplicationsList_candidate
      }
    }
  }
`;

export const candidateApplicationsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/candidate/applications",
  // Statuses move as companies review: show the store at once, refresh from the network.
  loader: ({ context }) =>
    context.viewer.userType === "CANDIDATO"
      ? preload<CandidateApplicationsQuery>(context.environment, candidateApplicationsQuery, {}, "store-and-network")
      : null,
  component: lazyRouteComponent(() => import("./-candidate-applications/CandidateApplicationsPage.tsx"), "CandidateApplicationsPage"),
});
