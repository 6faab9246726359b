import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import { useToast } from "../../components/Toaster.tsx";
import type { useSavedJobMutationsSaveMutation as SaveMutation } from "./__generated__/useSavedJobMutationsSaveMutation.graphql";
import type { useSavedJobMutationsUnsaveMutation as UnsaveMutation } from "./__generated__/useSavedJobMutationsUnsaveMutation.graphql";

const saveMutation = graphql`
  mutation useSavedJobMutationsSaveMutation($vagaId: ID!) {
    saveVaga(vagaId: $vagaId) {
      __typename
      ... on MutationSaveVagaSuccess {
        data {
          id
          viewerHasSaved
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const unsaveMutation = graphql`
  mutation useSavedJobMutationsUnsaveMutation($vagaId: ID!) {
    unsaveVaga(vagaId: $vagaId) {
      __typename
      ... on MutationUnsaveVagaSuccess {
        data {
          id
          viewerHasSaved
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const failureTitle = { save: "Erro ao salvar vaga", unsave: "Erro ao remover dos salvos" };
const fallback = "Não foi possível falar com o servidor. Tente novamente.";

/**
 * Saves or unsaves a job for the signed-in candidate. The bookmark flips at once (Relay's optimistic
 * update, on every card and page showing the job); a refusal or a network failure puts it back, with a toast.
 * Success says nothing more: the toggle's new state is the answer.
 */
export function useToggleSavedJob() {
  const [commitSave, saving] = useMutation<SaveMutation>(saveMutation);
  const [commitUnsave, unsaving] = useMutation<UnsaveMutation>(unsaveMutation);
  const toast = useToast();
  const toggle = useCallback(
    (jobId: string, save: boolean) => {
      const action = save ? "save" : "unsave";
      const failed = (message?: string) => toast({ title: failureTitle[action], description: message ?? fallback, variant: "destructive" });
      const optimistic = { id: jobId, viewerHasSaved: save };
      if (save) {
        commitSave({
          variables: { vagaId: jobId },
          optimisticResponse: { saveVaga: { __typename: "MutationSaveVagaSuccess", data: optimistic } },
          onCompleted: ({ saveVaga }) => (saveVaga.__typename === "MutationSaveVagaSuccess" ? undefined : failed("message" in saveVaga ? saveVaga.message : undefined)),
          onError: () => failed(),
        });
      } else {
        commitUnsave({
          variables: { vagaId: jobId },
          optimisticResponse: { unsaveVaga: { __typename: "MutationUnsaveVagaSuccess", data: optimistic } },
          onCompleted: ({ unsaveVaga }) =>
            unsaveVaga.__typename === "MutationUnsaveVagaSuccess" ? undefined : failed("message" in unsaveVaga ? unsaveVaga.message : undefined),
          onError: () => failed(),
        });
      }
    },
    [commitSave, commitUnsave, toast],
  );
  return [toggle, saving || unsaving] as const;
}
