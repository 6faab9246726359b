import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { graphql } from "react-relay";
import { toGlobalId } from "../relay/ids.ts";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import { loadErrorFor } from "../components/LoadError.tsx";
import type { candidatosCandidateIdProfileQuery } from "./__generated__/candidatosCandidateIdProfileQuery.graphql";

export const candidateViewQuery = graphql`
  query candidatosCandidateIdProfileQuery($id: ID!) {
    # A candidate who opens someone else's profile gets a FORBIDDEN error on this field: caught, it shows 'Acesso negado'.
    candidato(id: $id) @catch(to: RESULT) {
      id
      nomeCompleto
      ...CandidateViewHeader_candidate
      ...CandidateViewEducation_candidate
      ...CandidateViewExperience_candidate
      ...CandidateViewLanguages_candidate
      ...CandidateViewSkills_candidate
      ...CandidateViewCourses_candidate
    }
  }
`;

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
  errorComponent: loadErrorFor("Não foi possível carregar o perfil"),
  component: lazyRouteComponent(() => import("./-candidate-view/CandidateViewPage.tsx"), "CandidateViewPage"),
});
