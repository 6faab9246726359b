import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { protectedRoute } from "./_app.tsx";

export const companyInterestsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/company/interesses",
  component: lazyRouteComponent(() => import("./-company-interests/CompanyInterestsPage.tsx"), "CompanyInterestsPage"),
});
