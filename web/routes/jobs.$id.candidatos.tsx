import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { protectedRoute } from "./_app.tsx";

export const jobApplicantsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/jobs/$id/candidatos",
  component: lazyRouteComponent(() => import("./-job-applicants/JobApplicantsPage.tsx"), "JobApplicantsPage"),
});
