import { createRoute } from "@tanstack/react-router";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import { loadErrorFor } from "../components/LoadError.tsx";
import { firstFor, parseCandidateSearch, toGraphQLFilters } from "./-candidate-search/searchParams.ts";
import candidateSearchQuery from "./-candidate-search/__generated__/CandidateSearchQuery$parameters";
import type { CandidateSearchQuery } from "./-candidate-search/__generated__/CandidateSearchQuery.graphql";
import { lazyScreen } from "../lazyScreen.ts";

export const candidateSearchRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/candidatos/buscar",
  // Filters live in the URL: a search survives a reload and the way back from a profile.
  validateSearch: parseCandidateSearch,
  // Only the filters: other keys a link may carry do not start a new query.
  loaderDeps: ({ search }) => parseCandidateSearch(search),
  // Only companies search candidates (others see 'Acesso Restrito'). Profiles change:
  // show the store at once, refresh from the network.
  loader: ({ context, deps }) =>
    context.viewer.userType === "EMPRESA"
      ? preload<CandidateSearchQuery>(context.environment, candidateSearchQuery, { filtros: toGraphQLFilters(deps), first: firstFor(deps) }, "store-and-network")
      : null,
  errorComponent: loadErrorFor("Não foi possível carregar os candidatos"),
  component: lazyScreen(import.meta.glob<typeof import("./-candidate-search/CandidateSearchPage.tsx")>("/routes/-candidate-search/CandidateSearchPage.tsx"), "CandidateSearchPage"),
});
