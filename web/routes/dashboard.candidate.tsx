import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { graphql } from "react-relay";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import type { dashboardCandidateQuery } from "./__generated__/dashboardCandidateQuery.graphql";

export const candidateDashboardQuery = graphql`
  query dashboardCandidateQuery {
    viewer {
      candidato {
        ...CandidateDashboardHeader_candidato
        ...CandidateDashboardTiles_candidato
        ...CandidateDashboardApplications_candidato
        ...CandidateDashboardInterests_candidato
        ...CandidateRecommendedJobs_candidato
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
  component: lazyRouteComponent(() => import("./-dashboard/CandidateDashboard.tsx"), "CandidateDashboard"),
});
