import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { protectedRoute } from "./_app.tsx";

export const jobCreateRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/jobs/create",
  component: lazyRouteComponent(() => import("./-job-create/JobCreatePage.tsx"), "JobCreatePage"),
});
