import { useCallback } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import type { useCandidateDashboardRefreshQuery as RefreshQuery } from "./__generated__/useCandidateDashboardRefreshQuery.graphql";

/**
 * 'Minhas Candidaturas' and the counts on the tiles, fetched again. applyToVaga returns the job only
 * (it has no path back to the candidate), so after applying the dashboard asks for these; after a
 * withdrawal it brings the next application into the first five. Recommendations are left alone:
 * the job just applied to stays on screen as 'Candidatado'.
 */
const refreshQuery = graphql`
  query useCandidateDashboardRefreshQuery {
    viewer {
      candidato {
        ...CandidateDashboardApplications_candidate
        ...CandidateDashboardTiles_candidate
      }
    }
  }
`;

export function useCandidateDashboardRefresh() {
  const environment = useRelayEnvironment();
  return useCallback(() => {
    fetchQuery<RefreshQuery>(environment, refreshQuery, {}, { fetchPolicy: "network-only" }).subscribe({});
  }, [environment]);
}
