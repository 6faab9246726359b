import { createRoute } from "@tanstack/react-router";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import applicationsQuery from "./-candidate-applications/__generated__/CandidateApplicationsQuery$parameters";
import type { CandidateApplicationsQuery } from "./-candidate-applications/__generated__/CandidateApplicationsQuery.graphql";
import { lazyScreen } from "../lazyScreen.ts";

export const candidateApplicationsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/candidate/applications",
  // Statuses move as companies review: show the store at once, refresh from the network.
  loader: ({ context }) =>
    context.viewer.userType === "CANDIDATO"
      ? preload<CandidateApplicationsQuery>(context.environment, applicationsQuery, {}, "store-and-network")
      : null,
  component: lazyScreen(import.meta.glob<typeof import("./-candidate-applications/CandidateApplicationsPage.tsx")>("/routes/-candidate-applications/CandidateApplicationsPage.tsx"), "CandidateApplicationsPage"),
});
