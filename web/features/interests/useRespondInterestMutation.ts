import { useCallback } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import { useMutationWithToast, type MutationCallbacks } from "../../relay/useMutationWithToast.ts";
import type { useRespondInterestMutation as RespondMutation } from "./__generated__/useRespondInterestMutation.graphql";
import type { useRespondInterestMutationRefreshQuery as RefreshQuery } from "./__generated__/useRespondInterestMutationRefreshQuery.graphql";

const mutation = graphql`
  mutation useRespondInterestMutation($id: ID!, $resposta: StatusInteresse!) {
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
  query useRespondInterestMutationRefreshQuery($id: ID!) {
    node(id: $id) {
      ... on Interesse {
        id
        status
        updatedAt
      }
    }
  }
`;

/** The candidate's answer to an interest (the mutation's `resposta`): final either way. */
export type InterestAnswer = "ACEITO" | "RECUSADO";

const fallback = "Não foi possível responder a esta oferta.";
const toasts = {
  RECUSADO: { success: { title: "Oferta recusada" }, failure: "Erro ao recusar oferta", fallback },
  ACEITO: {
    success: { title: "Oferta aceita", description: "A empresa verá que você tem interesse nesta vaga." },
    failure: "Erro ao aceitar oferta",
    fallback,
  },
};

type Callbacks = Pick<MutationCallbacks<RespondMutation>, "onSuccess" | "onSettled">;

/** The candidate accepts or refuses a PENDENTE interest (final), with the spec's toasts (§8). */
export function useRespondInterest() {
  const [commit, pending] = useMutationWithToast<RespondMutation>(mutation, toasts.ACEITO);
  const environment = useRelayEnvironment();
  const respond = useCallback(
    (interestId: string, answer: InterestAnswer, callbacks: Callbacks = {}) =>
      commit(
        { id: interestId, resposta: answer },
        {
          ...callbacks,
          toasts: toasts[answer],
          onFailure: (result) => {
            if (result.__typename !== "ConflictError") return;
            fetchQuery<RefreshQuery>(environment, refreshQuery, { id: interestId }, { fetchPolicy: "network-only" }).subscribe({});
          },
        },
      ),
    [commit, environment],
  );
  return [respond, pending] as const;
}
