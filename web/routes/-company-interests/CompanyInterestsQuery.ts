import { graphql } from "react-relay";

/** Loaded with its screen; the route's loader starts it from CompanyInterestsQuery$parameters (see web/relay/preload.ts). */
export const companyInterestsQuery = graphql`
  query CompanyInterestsQuery @preloadable {
    viewer {
      empresa {
        sentInterestCount @required(action: THROW)
        ...CompanyInterestsList_company
      }
    }
  }
`;
