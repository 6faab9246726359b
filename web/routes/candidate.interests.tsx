import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { protectedRoute } from "./_app.tsx";

export const candidateInterestsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/candidate/interests",
  component: lazyRouteComponent(() => import("./-candidate-interests/CandidateInterestsPage.tsx"), "CandidateInterestsPage"),
});
