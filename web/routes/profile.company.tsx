import { createRoute } from "@tanstack/react-router";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import companyProfileQuery from "./-profile-company/__generated__/ProfileCompanyQuery$parameters";
import type { ProfileCompanyQuery } from "./-profile-company/__generated__/ProfileCompanyQuery.graphql";
import { lazyScreen } from "../lazyScreen.ts";

export const companyProfileRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/profile/company",
  // Show the store at once, refresh from the network; the form keeps what the user is typing (CompanyProfileForm).
  loader: ({ context }) =>
    context.viewer.userType === "EMPRESA"
      ? preload<ProfileCompanyQuery>(context.environment, companyProfileQuery, {}, "store-and-network")
      : null,
  component: lazyScreen(import.meta.glob<typeof import("./-profile-company/CompanyProfilePage.tsx")>("/routes/-profile-company/CompanyProfilePage.tsx"), "CompanyProfilePage"),
});
