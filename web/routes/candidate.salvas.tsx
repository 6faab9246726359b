import { createRoute } from "@tanstack/react-router";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import savedJobsQuery from "./-candidate-saved/__generated__/CandidateSavedJobsQuery$parameters";
import type { CandidateSavedJobsQuery } from "./-candidate-saved/__generated__/CandidateSavedJobsQuery.graphql";
import { lazyScreen } from "../lazyScreen.ts";

export const candidateSavedJobsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/candidate/salvas",
  // Saved from other pages and tabs, and companies pause or close the jobs: show the store at once, refresh from the network.
  loader: ({ context }) =>
    context.viewer.userType === "CANDIDATO"
      ? preload<CandidateSavedJobsQuery>(context.environment, savedJobsQuery, {}, "store-and-network")
      : null,
  component: lazyScreen(import.meta.glob<typeof import("./-candidate-saved/CandidateSavedJobsPage.tsx")>("/routes/-candidate-saved/CandidateSavedJobsPage.tsx"), "CandidateSavedJobsPage"),
});
