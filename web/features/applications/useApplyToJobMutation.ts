import { useCallback } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import { useMutationWithToast } from "../../relay/useMutationWithToast.ts";
import type { useApplyToJobMutation as ApplyMutation } from "./__generated__/useApplyToJobMutation.graphql";
import type { useApplyToJobMutationRefreshQuery as RefreshQuery } from "./__generated__/useApplyToJobMutationRefreshQuery.graphql";

const mutation = graphql`
  mutation useApplyToJobMutation($vagaId: ID!, $cartaApresentacao: String) {
    applyToVaga(vagaId: $vagaId, cartaApresentacao: $cartaApresentacao) {
      __typename
      ... on MutationApplyToVagaSuccess {
        data {
          id
          # Relay merges this into the job's record: every screen showing it flips to "applied".
          viewerHasApplied
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** After a refusal (job paused or closed meanwhile, applied from another tab), the screen catches up with the server. */
const refreshQuery = graphql`
  query useApplyToJobMutationRefreshQuery($id: ID!) {
    vaga(id: $id) {
      id
      statusVaga
      viewerHasApplied
    }
  }
`;

const toasts = {
  success: { title: "Candidatura enviada!" },
  failure: "Erro ao enviar candidatura",
  fallback: "Não foi possível enviar sua candidatura.",
};

export interface ApplyCallbacks {
  onSuccess?: () => void;
  /** The server refused for a reason a form cannot fix (the job's state changed). */
  onRefused?: () => void;
}

/**
 * Applies the signed-in candidate to a job, with or without a cover letter, with the spec's toasts (§8).
 * A network failure changes nothing on screen, so a dialog stays open and its letter is not lost.
 */
export function useApplyToJob() {
  const [commit, pending] = useMutationWithToast<ApplyMutation>(mutation, toasts);
  const environment = useRelayEnvironment();
  const apply = useCallback(
    (input: { jobId: string; coverLetter?: string | null }, callbacks: ApplyCallbacks = {}) =>
      commit(
        { vagaId: input.jobId, cartaApresentacao: input.coverLetter ?? null },
        {
          onSuccess: callbacks.onSuccess,
          onFailure: (result) => {
            if (result.__typename === "InvalidInputError") return;
            fetchQuery<RefreshQuery>(environment, refreshQuery, { id: input.jobId }, { fetchPolicy: "network-only" }).subscribe({});
            callbacks.onRefused?.();
          },
        },
      ),
    [commit, environment],
  );
  return [apply, pending] as const;
}
