import { createRoute } from "@tanstack/react-router";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import { loadErrorFor } from "../components/LoadError.tsx";
import companyInterestsQuery from "./-company-interests/__generated__/CompanyInterestsQuery$parameters";
import type { CompanyInterestsQuery } from "./-company-interests/__generated__/CompanyInterestsQuery.graphql";
import { lazyScreen } from "../lazyScreen.ts";

export const companyInterestsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/company/interesses",
  // Only companies (others see 'Acesso negado'). Candidates answer interests at any time:
  // show the store at once, refresh from the network.
  loader: ({ context }) =>
    context.viewer.userType === "EMPRESA"
      ? preload<CompanyInterestsQuery>(context.environment, companyInterestsQuery, {}, "store-and-network")
      : null,
  errorComponent: loadErrorFor("Não foi possível carregar os interesses"),
  component: lazyScreen(import.meta.glob<typeof import("./-company-interests/CompanyInterestsPage.tsx")>("/routes/-company-interests/CompanyInterestsPage.tsx"), "CompanyInterestsPage"),
});
