import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { protectedRoute } from "./_app.tsx";

export const companyProfileRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/profile/company",
  component: lazyRouteComponent(() => import("./-profile-company/CompanyProfilePage.tsx"), "CompanyProfilePage"),
});
