import { createRoute } from "@tanstack/react-router";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import companyDashboardQuery from "./-company-dashboard/__generated__/CompanyDashboardQuery$parameters";
import type { CompanyDashboardQuery } from "./-company-dashboard/__generated__/CompanyDashboardQuery.graphql";
import { lazyScreen } from "../lazyScreen.ts";

export const companyDashboardRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/dashboard/company",
  // Counts change with every application and interest: show the store at once, refresh from the network.
  loader: ({ context }) =>
    context.viewer.userType === "EMPRESA"
      ? preload<CompanyDashboardQuery>(context.environment, companyDashboardQuery, {}, "store-and-network")
      : null,
  component: lazyScreen(import.meta.glob<typeof import("./-company-dashboard/CompanyDashboard.tsx")>("/routes/-company-dashboard/CompanyDashboard.tsx"), "CompanyDashboard"),
});
