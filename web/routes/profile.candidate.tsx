import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { graphql } from "react-relay";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import { parseProfileSearch } from "./-profile-candidate/sections.ts";
import type { profileCandidateQuery } from "./__generated__/profileCandidateQuery.graphql";

/** Every section's data in one request: switching sections never waits on the network. */
export const candidateProfileQuery = graphql`
  query profileCandidateQuery {
    viewer {
      candidato {
        ...ProgressCard_candidate
        ...PersonalSection_candidate
        ...EducationSection_candidate
        ...ExperienceSection_candidate
        ...SkillSection_candidate
        ...LanguageSection_candidate
        ...CourseSection_candidate
      }
    }
  }
`;

export const candidateProfileRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/profile/candidate",
  // ?secao=formacao: the open section survives a reload; changing it does not re-run the loader.
  validateSearch: parseProfileSearch,
  // The profile changes only through this screen's mutations, which update the store: show the store at once,
  // and refresh from the network in case another tab changed it.
  loader: ({ context }) =>
    context.viewer.userType === "CANDIDATO"
      ? preload<profileCandidateQuery>(context.environment, candidateProfileQuery, {}, "store-and-network")
      : null,
  component: lazyRouteComponent(() => import("./-profile-candidate/CandidateProfilePage.tsx"), "CandidateProfilePage"),
});
