import { useCallback } from "react";
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from "react-relay";
import { useToast } from "../../components/Toaster.tsx";
import type { useCandidateApplyMutation as ApplyMutation } from "./__generated__/useCandidateApplyMutation.graphql";
import type { useCandidateApplyMutationRefreshQuery as RefreshQuery } from "./__generated__/useCandidateApplyMutationRefreshQuery.graphql";
import { useCandidateDashboardRefresh } from "./useCandidateDashboardRefresh.ts";

const mutation = graphql`
  mutation useCandidateApplyMutation($vagaId: ID!) {
    applyToVaga(vagaId: $vagaId) {
      __typename
      ... on MutationApplyToVagaSuccess {
        data {
          id
          # Merged into the job's record: its card turns into a disabled 'Candidatado'.
          viewerHasApplied
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** After a refusal (job paused or closed meanwhile, applied from another tab), the card catches up with the server. */
const refreshQuery = graphql`
  query useCandidateApplyMutationRefreshQuery($id: ID!) {
    vaga(id: $id) {
      id
      statusVaga
      viewerHasApplied
    }
  }
`;

const failureTitle = "Erro ao enviar candidatura";
const failureFallback = "Não foi possível enviar sua candidatura.";

/**
 * 'Candidatar-se' on a recommended job: applies at once (no cover letter), with the spec's toasts (§8),
 * then refreshes 'Minhas Candidaturas' and the tiles so the new application shows without a reload.
 */
export function useCandidateApply() {
  const [commit, pending] = useMutation<ApplyMutation>(mutation);
  const environment = useRelayEnvironment();
  const refreshDashboard = useCandidateDashboardRefresh();
  const toast = useToast();
  const apply = useCallback(
    (vagaId: string) => {
      commit({
        variables: { vagaId },
        onCompleted: ({ applyToVaga: result }) => {
          if (result.__typename === "MutationApplyToVagaSuccess") {
            toast({ title: "Candidatura enviada!" });
            refreshDashboard();
            return;
          }
          const message = "message" in result ? result.message : undefined;
          toast({ title: failureTitle, description: message || failureFallback, variant: "destructive" });
          fetchQuery<RefreshQuery>(environment, refreshQuery, { id: vagaId }, { fetchPolicy: "network-only" }).subscribe({});
        },
        onError: () => toast({ title: failureTitle, description: failureFallback, variant: "destructive" }),
      });
    },
    [commit, environment, refreshDashboard, toast],
  );
  return [apply, pending] as const;
}
