import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root.tsx";

export const jobSearchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/jobs",
  component: lazyRouteComponent(() => import("./-jobs/JobSearchPage.tsx"), "JobSearchPage"),
});
