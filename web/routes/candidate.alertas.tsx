import { createRoute } from "@tanstack/react-router";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import alertsQuery from "./-candidate-alerts/__generated__/CandidateAlertsQuery$parameters";
import type { CandidateAlertsQuery } from "./-candidate-alerts/__generated__/CandidateAlertsQuery.graphql";
import { lazyScreen } from "../lazyScreen.ts";

export const candidateAlertsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/candidate/alertas",
  // Created on /jobs, perhaps in another tab: show the store at once, refresh from the network.
  loader: ({ context }) =>
    context.viewer.userType === "CANDIDATO" ? preload<CandidateAlertsQuery>(context.environment, alertsQuery, {}, "store-and-network") : null,
  component: lazyScreen(import.meta.glob<typeof import("./-candidate-alerts/CandidateAlertsPage.tsx")>("/routes/-candidate-alerts/CandidateAlertsPage.tsx"), "CandidateAlertsPage"),
});
