import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root.tsx";

export const jobRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/jobs/$id",
  component: lazyRouteComponent(() => import("./-job/JobPage.tsx"), "JobPage"),
});
