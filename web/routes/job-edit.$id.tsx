import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { protectedRoute } from "./_app.tsx";

export const jobEditRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/job-edit/$id",
  component: lazyRouteComponent(() => import("./-job-form/JobEditPage.tsx"), "JobEditPage"),
});
