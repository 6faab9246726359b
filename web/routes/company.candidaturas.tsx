import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { graphql } from "react-relay";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import { loadErrorFor } from "../components/LoadError.tsx";
import type { companyCandidaturasQuery } from "./__generated__/companyCandidaturasQuery.graphql";

export const companyApplicationsQuery = graphql`
  query companyCandidaturasQuery {
    viewer {
      empresa {
        receivedApplicationCount
        ...CompanyApplicationsList_company
      }
    }
  }
`;

export const companyApplicationsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/company/candidaturas",
  // Only companies (others see 'Acesso negado'). Applications keep arriving: show the store at once, refresh from the network.
  loader: ({ context }) =>
    context.viewer.userType === "EMPRESA"
      ? preload<companyCandidaturasQuery>(context.environment, companyApplicationsQuery, {}, "store-and-network")
      : null,
  errorComponent: loadErrorFor("Não foi possível carregar as candidaturas"),
  component: lazyRouteComponent(() => import("./-company-applications/CompanyApplicationsPage.tsx"), "CompanyApplicationsPage"),
});
