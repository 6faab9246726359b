import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { commitMutation, graphql } from "react-relay";
import type { Environment } from "relay-runtime";
import { toGlobalId } from "../relay/ids.ts";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import { CandidateProfileLoadError } from "./-candidate-view/CandidateProfileLoadError.tsx";
import type { candidatosCandidateIdProfileQuery } from "./__generated__/candidatosCandidateIdProfileQuery.graphql";
import type { candidatosCandidateIdProfileViewMutation } from "./__generated__/candidatosCandidateIdProfileViewMutation.graphql";

export const candidateViewQuery = graphql`
  query candidatosCandidateIdProfileQuery($id: ID!) {
    # A candidate who opens someone else's profile gets a FORBIDDEN error on this field: caught, it shows 'Acesso negado'.
    candidato(id: $id) @catch(to: RESULT) {
      id
      nomeCompleto
      ...CandidateViewHeader_candidato
      ...CandidateViewEducation_candidato
      ...CandidateViewExperience_candidato
      ...CandidateViewLanguages_candidato
      ...CandidateViewSkills_candidato
      ...CandidateViewCourses_candidato
    }
  }
`;

/** Opening the profile from an application is the company opening that application: the candidate then sees it as Visualizada. */
const viewApplication = graphql`
  mutation candidatosCandidateIdProfileViewMutation($id: ID!) {
    viewCandidatura(id: $id) {
      ... on MutationViewCandidaturaSuccess {
        data {
          id
          statusCandidatura
          updatedAt
        }
      }
    }
  }
`;

/** Called when the page is shown (not when a link is merely hovered and preloaded). */
export function markApplicationViewed(environment: Environment, candidatura: string) {
  commitMutation<candidatosCandidateIdProfileViewMutation>(environment, { mutation: viewApplication, variables: { id: candidatura } });
}

/** Database ids are cuids; anything else (a mistyped link) cannot be a candidate, and is not sent to the server. */
const isCandidateId = (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id);

export const candidateViewRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/candidatos/$candidateId/profile",
  validateSearch: (search: Record<string, unknown>): { candidatura?: string } =>
    typeof search.candidatura === "string" && search.candidatura ? { candidatura: search.candidatura } : {},

  // The URL holds the database id; `candidato` takes a global id. A candidate may edit their
  // profile meanwhile: show the store at once, refresh from the network.
  loader: ({ context, params }) => {
    return isCandidateId(params.candidateId)
      ? preload<candidatosCandidateIdProfileQuery>(
          context.environment,
          candidateViewQuery,
          { id: toGlobalId("Candidato", params.candidateId) },
          "store-and-network",
        )
      : null;
  },
  errorComponent: CandidateProfileLoadError,
  component: lazyRouteComponent(() => import("./-candidate-view/CandidateViewPage.tsx"), "CandidateViewPage"),
});
