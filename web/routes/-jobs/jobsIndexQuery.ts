import { graphql } from "react-relay";

/** Loaded with its screen; the route's loader starts it from jobsIndexQuery$parameters (see web/relay/preload.ts). */
export const jobSearchQuery = graphql`
  query jobsIndexQuery($filtros: VagaFiltros, $first: Int!) @preloadable {
    viewer {
      userType
    }
    ...JobResults_query @arguments(filtros: $filtros, first: $first)
  }
`;
