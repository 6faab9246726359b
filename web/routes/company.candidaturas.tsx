import { createRoute } from "@tanstack/react-router";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import { loadErrorFor } from "../components/LoadError.tsx";
import companyApplicationsQuery from "./-company-applications/__generated__/CompanyApplicationsQuery$parameters";
import type { CompanyApplicationsQuery } from "./-company-applications/__generated__/CompanyApplicationsQuery.graphql";
import { lazyScreen } from "../lazyScreen.ts";

export const companyApplicationsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/company/candidaturas",
  // Only companies (others see 'Acesso negado'). Applications keep arriving: show the store at once, refresh from the network.
  loader: ({ context }) =>
    context.viewer.userType === "EMPRESA"
      ? preload<CompanyApplicationsQuery>(context.environment, companyApplicationsQuery, {}, "store-and-network")
      : null,
  errorComponent: loadErrorFor("Não foi possível carregar as candidaturas"),
  component: lazyScreen(import.meta.glob<typeof import("./-company-applications/CompanyApplicationsPage.tsx")>("/routes/-company-applications/CompanyApplicationsPage.tsx"), "CompanyApplicationsPage"),
});
