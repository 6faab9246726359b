import { graphql } from "react-relay";

/** Loaded with its screen; the route's loader starts it from CandidateSearchQuery$parameters (see web/relay/preload.ts). */
export const candidateSearchQuery = graphql`
  query CandidateSearchQuery($filtros: CandidatoFiltros, $first: Int!) @preloadable {
    ...CandidateSearchResults_query @arguments(filtros: $filtros, first: $first)
  }
`;
