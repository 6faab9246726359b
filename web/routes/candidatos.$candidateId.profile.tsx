import { createRoute } from "@tanstack/react-router";
import { toGlobalId } from "../relay/ids.ts";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import { loadErrorFor } from "../components/LoadError.tsx";
import candidateViewQuery from "./-candidate-view/__generated__/CandidateViewQuery$parameters";
import type { CandidateViewQuery } from "./-candidate-view/__generated__/CandidateViewQuery.graphql";
import { lazyScreen } from "../lazyScreen.ts";

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
      ? preload<CandidateViewQuery>(
          context.environment,
          candidateViewQuery,
          { id: toGlobalId("Candidato", params.candidateId) },
          "store-and-network",
        )
      : null;
  },
  errorComponent: loadErrorFor("Não foi possível carregar o perfil"),
  component: lazyScreen(import.meta.glob<typeof import("./-candidate-view/CandidateViewPage.tsx")>("/routes/-candidate-view/CandidateViewPage.tsx"), "CandidateViewPage"),
});
