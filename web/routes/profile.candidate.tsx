import { createRoute } from "@tanstack/react-router";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import { parseProfileSearch } from "./-profile-candidate/sectionSearch.ts";
import candidateProfileQuery from "./-profile-candidate/__generated__/ProfileCandidateQuery$parameters";
import type { ProfileCandidateQuery } from "./-profile-candidate/__generated__/ProfileCandidateQuery.graphql";
import { lazyScreen } from "../lazyScreen.ts";

/** Every section's data in one request: switching sections never waits on the network. */

export const candidateProfileRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/profile/candidate",
  // ?secao=formacao: the open section survives a reload; changing it does not re-run the loader.
  validateSearch: parseProfileSearch,
  // The profile changes only through this screen's mutations, which update the store: show the store at once,
  // and refresh from the network in case another tab changed it.
  loader: ({ context }) =>
    context.viewer.userType === "CANDIDATO"
      ? preload<ProfileCandidateQuery>(context.environment, candidateProfileQuery, {}, "store-and-network")
      : null,
  component: lazyScreen(import.meta.glob<typeof import("./-profile-candidate/CandidateProfilePage.tsx")>("/routes/-profile-candidate/CandidateProfilePage.tsx"), "CandidateProfilePage"),
});
