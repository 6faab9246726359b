import { graphql } from "react-relay";

// Loaded with their screen; the route's loader starts them from their $parameters (see web/relay/preload.ts).

/** The company's jobs, for the job choice: they change less often than the numbers, so apart from them. */
export const companyAnalyticsJobsQuery = graphql`
  query CompanyAnalyticsJobsQuery @preloadable {
    viewer {
      empresa {
        jobCount: vagas(first: 1) {
          totalCount
        }
        ...AnalyticsFilters_company
      }
    }
  }
`;

/** The numbers of the chosen period and job. */
export const companyAnalyticsQuery = graphql`
  query CompanyAnalyticsQuery($de: Date!, $ate: Date!, $vagaId: ID) @preloadable {
    analiseVagas(de: $de, ate: $ate, vagaId: $vagaId) {
      __typename
      ... on Error {
        message
      }
      ... on QueryAnaliseVagasSuccess {
        data {
          ...AnalyticsTiles_analytics
          ...AnalyticsCharts_analytics
        }
      }
    }
  }
`;
