import { useCallback } from "react";
import { commitMutation, graphql, useRelayEnvironment } from "react-relay";
import type { Environment } from "relay-runtime";
import { canMarkViewed } from "./applicationStatus.ts";
import type { useViewApplicationMutation as ViewMutation } from "./__generated__/useViewApplicationMutation.graphql";

const mutation = graphql`
  mutation useViewApplicationMutation($id: ID!) {
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
export function markApplicationViewed(environment: Environment, applicationId: string) {
  commitMutation<ViewMutation>(environment, { mutation, variables: { id: applicationId } });
}

/** markApplicationViewed, sent only while the application can still become Vista (it is still ENVIADA). */
export function useViewApplication() {
  const environment = useRelayEnvironment();
  return useCallback(
    (applicationId: string, status: string) => {
      if (canMarkViewed(status)) markApplicationViewed(environment, applicationId);
    },
    [environment],
  );
}
