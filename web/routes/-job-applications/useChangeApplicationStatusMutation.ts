import { useCallback } from "react";
import { graphql } from "react-relay";
import { companyStatusLabel } from "../../features/applications/applicationStatus.ts";
import { useMutationWithToast } from "../../relay/useMutationWithToast.ts";
import type {
  StatusCandidatura,
  useChangeApplicationStatusMutation as ChangeStatusMutation,
} from "./__generated__/useChangeApplicationStatusMutation.graphql";

const mutation = graphql`
  mutation useChangeApplicationStatusMutation($id: ID!, $statusCandidatura: StatusCandidatura!) {
    changeCandidaturaStatus(id: $id, statusCandidatura: $statusCandidatura) {
      __typename
      ... on MutationChangeCandidaturaStatusSuccess {
        # Same record as every list showing this application: their badges change with it.
        data {
          id
          statusCandidatura
          updatedAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const toasts = {
  success: (result: { readonly data?: { readonly statusCandidatura: string } | null }) => ({
    title: "Candidatura atualizada",
    description: `O status foi alterado para ${companyStatusLabel(result.data?.statusCandidatura ?? "")}`,
  }),
  failure: "Erro",
  fallback: "Não foi possível atualizar a candidatura",
};

export interface ChangeStatusCallbacks {
  onSuccess?: () => void;
  /** After any outcome (e.g. to close the question that led here). */
  onSettled?: () => void;
  /** The application changed meanwhile (another person, the candidate withdrew): the screen should reload it. */
  onStale?: () => void;
}

/** The company moves an application along its pipeline, with a toast either way. */
export function useChangeApplicationStatus() {
  const [commit, pending] = useMutationWithToast<ChangeStatusMutation>(mutation, toasts);
  const change = useCallback(
    (applicationId: string, status: StatusCandidatura, callbacks: ChangeStatusCallbacks = {}) =>
      commit(
        { id: applicationId, statusCandidatura: status },
        {
          onSuccess: callbacks.onSuccess,
          onSettled: callbacks.onSettled,
          onFailure: (result) => {
            if (result.__typename === "ConflictError" || result.__typename === "NotFoundError") callbacks.onStale?.();
          },
        },
      ),
    [commit],
  );
  return [change, pending] as const;
}
