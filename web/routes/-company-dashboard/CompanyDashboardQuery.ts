import { graphql } from "react-relay";

/** Loaded with its screen; the route's loader starts it from CompanyDashboardQuery$parameters (see web/relay/preload.ts). */
export const companyDashboardQuery = graphql`
  query CompanyDashboardQuery @preloadable {
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
