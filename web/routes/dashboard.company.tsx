import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { graphql } from "react-relay";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import type { dashboardCompanyQuery } from "./__generated__/dashboardCompanyQuery.graphql";

export const companyDashboardQuery = graphql`
  query dashboardCompanyQuery {
    viewer {
      email
      empresa {
        ...CompanyDashboardHeader_company
        ...CompanyDashboardTiles_company
        ...CompanyRecentApplications_company
        ...CompanyRecentInterests_company
      }
    }
    ...CompanyJobList_query
  }
`;

export const companyDashboardRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/dashboard/company",
  // Counts change with every application and interest: show the store at once, refresh from the network.
  loader: ({ context }) =>
    context.viewer.userType === "EMPRESA"
      ? preload<dashboardCompanyQuery>(context.environment, companyDashboardQuery, {}, "store-and-network")
      : null,
  component: lazyRouteComponent(() => import("./-company-dashboard/CompanyDashboard.tsx"), "CompanyDashboard"),
});
