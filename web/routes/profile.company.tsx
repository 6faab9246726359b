import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { graphql } from "react-relay";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import type { profileCompanyQuery } from "./__generated__/profileCompanyQuery.graphql";

export const companyProfileQuery = graphql`
  query profileCompanyQuery {
    viewer {
      empresa {
        ...CompanyProfileLogo_company
        ...CompanyProfileForm_company
      }
    }
  }
`;

export const companyProfileRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/profile/company",
  // Show the store at once, refresh from the network; the form keeps what the user is typing (CompanyProfileForm).
  loader: ({ context }) =>
    context.viewer.userType === "EMPRESA"
      ? preload<profileCompanyQuery>(context.environment, companyProfileQuery, {}, "store-and-network")
      : null,
  component: lazyRouteComponent(() => import("./-profile-company/CompanyProfilePage.tsx"), "CompanyProfilePage"),
});
