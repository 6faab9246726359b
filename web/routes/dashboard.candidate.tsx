import { createRoute } from "@tanstack/react-router";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import candidateDashboardQuery from "./-candidate-dashboard/__generated__/CandidateDashboardQuery$parameters";
import type { CandidateDashboardQuery } from "./-candidate-dashboard/__generated__/CandidateDashboardQuery.graphql";
import { lazyScreen } from "../lazyScreen.ts";

export const candidateDashboardRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/dashboard/candidate",
  loader: ({ context }) =>
    context.viewer.userType === "CANDIDATO"
      ? preload<CandidateDashboardQuery>(context.environment, candidateDashboardQuery, {}, "store-and-network")
      : null,
  component: lazyScreen(import.meta.glob<typeof import("./-candidate-dashboard/CandidateDashboard.tsx")>("/routes/-candidate-dashboard/CandidateDashboard.tsx"), "CandidateDashboard"),
});
