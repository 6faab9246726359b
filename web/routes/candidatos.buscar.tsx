import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { protectedRoute } from "./_app.tsx";

export const candidateSearchRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/candidatos/buscar",
  component: lazyRouteComponent(() => import("./-candidate-search/CandidateSearchPage.tsx"), "CandidateSearchPage"),
});
