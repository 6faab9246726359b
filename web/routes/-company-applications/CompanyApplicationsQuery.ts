import { graphql } from "react-relay";

/** Loaded with its screen; the route's loader starts it from CompanyApplicationsQuery$parameters (see web/relay/preload.ts). */
export const companyApplicationsQuery = graphql`
  query CompanyApplicationsQuery @preloadable {
    viewer {
      empresa {
        receivedApplicationCount @required(action: THROW)
        ...CompanyApplicationsList_company
      }
    }
  }
`;
