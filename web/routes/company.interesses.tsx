import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { graphql } from "react-relay";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import { loadErrorFor } from "../components/LoadError.tsx";
import type { companyInteressesQuery } from "./__generated__/companyInteressesQuery.graphql";

export const companyInterestsQuery = graphql`
  query companyInteressesQuery {
    viewer {
      empresa {
        sentInterestCount
        ...CompanyInterestsList_company
      }
    }
  }
`;

export const companyInterestsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/company/interesses",
  // Only companies (others see 'Acesso negado'). Candidates answer interests at any time:
  // show the store at once, refresh from the network.
  loader: ({ context }) =>
    context.viewer.userType === "EMPRESA"
      ? preload<companyInteressesQuery>(context.environment, companyInterestsQuery, {}, "store-and-network")
      : null,
  errorComponent: loadErrorFor("Não foi possível carregar os interesses"),
  component: lazyRouteComponent(() => import("./-company-interests/CompanyInterestsPage.tsx"), "CompanyInterestsPage"),
});
