import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { protectedRoute } from "./_app.tsx";

export const candidateProfileRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/profile/candidate",
  component: lazyRouteComponent(() => import("./-profile-candidate/CandidateProfilePage.tsx"), "CandidateProfilePage"),
});
