import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import { useToast } from "../../components/Toaster.tsx";
import { companyStatusLabel } from "./applicationStatus.tsx";
import type {
  StatusCandidatura,
  useChangeCandidaturaStatusMutation as ChangeStatusMutation,
} from "./__generated__/useChangeCandidaturaStatusMutation.graphql";

const mutation = graphql`
  mutation useChangeCandidaturaStatusMutation($id: ID!, $statusCandidatura: StatusCandidatura!) {
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

const FALLBACK = "Não foi possível atualizar a candidatura";

export interface ChangeStatusCallbacks {
  onSuccess?: () => void;
  /** The application changed meanwhile (another person, the candidate withdrew): the screen should reload it. */
  onStale?: () => void;
}

/** The company moves an application along its pipeline, with a toast either way. */
export function useChangeCandidaturaStatus() {
  const [commit, pending] = useMutation<ChangeStatusMutation>(mutation);
  const toast = useToast();
  const change = useCallback(
    (id: string, statusCandidatura: StatusCandidatura, callbacks: ChangeStatusCallbacks = {}) =>
      commit({
        variables: { id, statusCandidatura },
        onCompleted: ({ changeCandidaturaStatus: result }) => {
          if (result.__typename === "MutationChangeCandidaturaStatusSuccess") {
            toast({
              title: "Candidatura atualizada",
              description: `O status foi alterado para ${companyStatusLabel(result.data?.statusCandidatura ?? statusCandidatura)}`,
            });
            callbacks.onSuccess?.();
            return;
          }
          const message = result.__typename === "%other" ? undefined : result.message;
          toast({ title: "Erro", description: message || FALLBACK, variant: "destructive" });
          if (result.__typename === "ConflictError" || result.__typename === "NotFoundError") callbacks.onStale?.();
        },
        onError: () => toast({ title: "Erro", description: FALLBACK, variant: "destructive" }),
      }),
    [commit, toast],
  );
  return [change, pending] as const;
}
