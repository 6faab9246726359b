import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { protectedRoute } from "./_app.tsx";

export const companyApplicationsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/company/candidaturas",
  component: lazyRouteComponent(() => import("./-company-applications/CompanyApplicationsPage.tsx"), "CompanyApplicationsPage"),
});
