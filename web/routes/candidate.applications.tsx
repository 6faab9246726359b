import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { protectedRoute } from "./_app.tsx";

export const candidateApplicationsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/candidate/applications",
  component: lazyRouteComponent(() => import("./-candidate-applications/CandidateApplicationsPage.tsx"), "CandidateApplicationsPage"),
});
