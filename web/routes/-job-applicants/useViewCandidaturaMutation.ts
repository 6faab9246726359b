import { useCallback } from "react";
import { commitMutation, graphql, useRelayEnvironment } from "react-relay";
import type { useViewCandidaturaMutation as ViewMutation } from "./__generated__/useViewCandidaturaMutation.graphql";

const mutation = graphql`
  mutation useViewCandidaturaMutation($id: ID!) {
    viewCandidatura(id: $id) {
      __typename
      ... on MutationViewCandidaturaSuccess {
        data {
          id
          statusCandidatura
          updatedAt
        }
      }
    }
  }
`;

/**
 * Marks an application as seen by the company (Nova → Vista, once; later calls change nothing).
 * Committed on the environment, not the component: it finishes even when the click that
 * sent it navigates away. Silent: a failure here must not get in the company's way.
 */
export function useViewCandidatura() {
  const environment = useRelayEnvironment();
  return useCallback(
    (id: string, statusCandidatura: string) => {
      if (statusCandidatura !== "ENVIADA") return;
      commitMutation<ViewMutation>(environment, { mutation, variables: { id } });
    },
    [environment],
  );
}
