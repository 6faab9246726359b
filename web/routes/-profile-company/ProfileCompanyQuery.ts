import { graphql } from "react-relay";

/** Loaded with its screen; the route's loader starts it from ProfileCompanyQuery$parameters (see web/relay/preload.ts). */
export const companyProfileQuery = graphql`
  query ProfileCompanyQuery @preloadable {
    viewer {
      empresa {
        ...CompanyProfileLogo_company
        ...CompanyProfileForm_company
      }
    }
  }
`;
