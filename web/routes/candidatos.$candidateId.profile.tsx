import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { protectedRoute } from "./_app.tsx";

export const candidateViewRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/candidatos/$candidateId/profile",
  component: lazyRouteComponent(() => import("./-candidate-view/CandidateViewPage.tsx"), "CandidateViewPage"),
});
