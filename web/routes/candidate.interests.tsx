import { createRoute } from "@tanstack/react-router";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import interestsQuery from "./-candidate-interests/__generated__/CandidateInterestsQuery$parameters";
import type { CandidateInterestsQuery } from "./-candidate-interests/__generated__/CandidateInterestsQuery.graphql";
import { lazyScreen } from "../lazyScreen.ts";

export const candidateInterestsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/candidate/interests",
  // Companies send new interest at any time: show the store at once, refresh from the network.
  loader: ({ context }) =>
    context.viewer.userType === "CANDIDATO"
      ? preload<CandidateInterestsQuery>(context.environment, interestsQuery, {}, "store-and-network")
      : null,
  component: lazyScreen(import.meta.glob<typeof import("./-candidate-interests/CandidateInterestsPage.tsx")>("/routes/-candidate-interests/CandidateInterestsPage.tsx"), "CandidateInterestsPage"),
});
