import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { graphql } from "react-relay";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import type { dashboardCandidateQuery } from "./__generated__/dashboardCandidateQuery.graphql";

export const candidateDashboardQuery = graphql`
  query dashboardCandidateQuery {
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

export const candidateDashboardRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/dashboard/candidate",
  loader: ({ context }) =>
    context.viewer.userType === "CANDIDATO"
      ? preload<dashboardCandidateQuery>(context.environment, candidateDashboardQuery, {}, "store-and-network")
      : null,
  component: lazyRouteComponent(() => import("./-candidate-dashboard/CandidateDashboard.tsx"), "CandidateDashboard"),
});
