import { useCallback } from "react";
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from "react-relay";
import { useToast } from "../../components/Toaster.tsx";
import type { useApplyToVagaMutation as ApplyMutation } from "./__generated__/useApplyToVagaMutation.graphql";
import type { useApplyToVagaMutationRefreshQuery as RefreshQuery } from "./__generated__/useApplyToVagaMutationRefreshQuery.graphql";

const mutation = graphql`
  mutation useApplyToVagaMutation($vagaId: ID!, $cartaApresentacao: String) {
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

/** After a refusal (job paused or closed meanwhile, applied from another tab), the page catches up with the server. */
const refreshQuery = graphql`
  query useApplyToVagaMutationRefreshQuery($id: ID!) {
    vaga(id: $id) {
      id
      statusVaga
      viewerHasApplied
    }
  }
`;

const failureTitle = "Erro ao enviar candidatura";
const failureFallback = "Não foi possível enviar sua candidatura.";

export interface ApplyCallbacks {
  onSuccess: () => void;
  /** The server refused for a reason the form cannot fix (the job's state changed). */
  onRefused: () => void;
}

/** Applies the signed-in candidate to a job, with the spec's toasts (§8). */
export function useApplyToVaga() {
  const [commit, pending] = useMutation<ApplyMutation>(mutation);
  const environment = useRelayEnvironment();
  const toast = useToast();
  const apply = useCallback(
    (input: { vagaId: string; cartaApresentacao: string | null }, callbacks: ApplyCallbacks) => {
      commit({
        variables: { vagaId: input.vagaId, cartaApresentacao: input.cartaApresentacao },
        onCompleted: ({ applyToVaga }) => {
          if (applyToVaga.__typename === "MutationApplyToVagaSuccess") {
            toast({ title: "Candidatura enviada!" });
            callbacks.onSuccess();
            return;
          }
          const message = "message" in applyToVaga ? applyToVaga.message : undefined;
          toast({ title: failureTitle, description: message || failureFallback, variant: "destructive" });
          if (applyToVaga.__typename !== "InvalidInputError") {
            fetchQuery<RefreshQuery>(environment, refreshQuery, { id: input.vagaId }, { fetchPolicy: "network-only" }).subscribe({});
            callbacks.onRefused();
          }
        },
        // Network or server failure: the dialog stays open, so the letter is not lost.
        onError: () => toast({ title: failureTitle, description: failureFallback, variant: "destructive" }),
      });
    },
    [commit, environment, toast],
  );
  return [apply, pending] as const;
}
