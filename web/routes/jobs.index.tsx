import { createRoute } from "@tanstack/react-router";
import { preload } from "../relay/preload.ts";
import { rootRoute } from "./__root.tsx";
import { loadErrorFor } from "../components/LoadError.tsx";
import { firstFor, parseJobSearch, toGraphQLFilters } from "./-jobs/searchParams.ts";
import jobSearchQuery from "./-jobs/__generated__/jobsIndexQuery$parameters";
import type { jobsIndexQuery } from "./-jobs/__generated__/jobsIndexQuery.graphql";
import { lazyScreen } from "../lazyScreen.ts";

export const jobSearchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/jobs",
  // Filters live in the URL: a search can be shared, and survives a reload.
  validateSearch: parseJobSearch,
  // Only the filters: other keys a link may carry do not start a new query.
  loaderDeps: ({ search }) => parseJobSearch(search),
  // Results change as companies publish and pause jobs: show the store at once, refresh from the network.
  loader: ({ context, deps }) =>
    preload<jobsIndexQuery>(context.environment, jobSearchQuery, { filtros: toGraphQLFilters(deps), first: firstFor(deps) }, "store-and-network"),
  errorComponent: loadErrorFor("Não foi possível carregar as vagas"),
  component: lazyScreen(import.meta.glob<typeof import("./-jobs/JobSearchPage.tsx")>("/routes/-jobs/JobSearchPage.tsx"), "JobSearchPage"),
});
