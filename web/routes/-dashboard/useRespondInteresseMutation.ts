import { useCallback } from "react";
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from "react-relay";
import { useToast } from "../../components/Toaster.tsx";
import type { useRespondInteresseMutation as RespondMutation } from "./__generated__/useRespondInteresseMutation.graphql";
import type { useRespondInteresseMutationRefreshQuery as RefreshQuery } from "./__generated__/useRespondInteresseMutationRefreshQuery.graphql";

const mutation = graphql`
  mutation useRespondInteresseMutation($id: ID!, $resposta: StatusInteresse!) {
    respondInteresse(id: $id, resposta: $resposta) {
      __typename
      ... on MutationRespondInteresseSuccess {
        data {
          id
          # Merged into the interest's record: every list showing it swaps its buttons for the answer.
          status
          updatedAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** After a refusal from the server (answered in another tab), the card catches up with the real status. */
const refreshQuery = graphql`
  query useRespondInteresseMutationRefreshQuery($id: ID!) {
    node(id: $id) {
      ... on Interesse {
        id
        status
        updatedAt
      }
    }
  }
`;

export type Resposta = "ACEITO" | "RECUSADO";

const texts: Record<Resposta, { success: string; successDescription?: string; failure: string }> = {
  RECUSADO: { success: "Oferta recusada", failure: "Erro ao recusar oferta" },
  ACEITO: {
    success: "Oferta aceita",
    successDescription: "A empresa verá que você tem interesse nesta vaga.",
    failure: "Erro ao aceitar oferta",
  },
};

const failureFallback = "Não foi possível responder a esta oferta.";

/** The candidate accepts or refuses a PENDENTE interest (final), with the spec's toasts (§8). */
export function useRespondInteresse() {
  const [commit, pending] = useMutation<RespondMutation>(mutation);
  const environment = useRelayEnvironment();
  const toast = useToast();
  const respond = useCallback(
    (id: string, resposta: Resposta, callbacks: { onSuccess?: () => void; onSettled?: () => void } = {}) => {
      const text = texts[resposta];
      commit({
        variables: { id, resposta },
        onCompleted: ({ respondInteresse: result }) => {
          callbacks.onSettled?.();
          if (result.__typename === "MutationRespondInteresseSuccess") {
            toast({ title: text.success, description: text.successDescription });
            callbacks.onSuccess?.();
            return;
          }
          const message = "message" in result ? result.message : undefined;
          toast({ title: text.failure, description: message || failureFallback, variant: "destructive" });
          if (result.__typename === "ConflictError") {
            fetchQuery<RefreshQuery>(environment, refreshQuery, { id }, { fetchPolicy: "network-only" }).subscribe({});
          }
        },
        onError: () => {
          callbacks.onSettled?.();
          toast({ title: text.failure, description: failureFallback, variant: "destructive" });
        },
      });
    },
    [commit, environment, toast],
  );
  return [respond, pending] as const;
}
