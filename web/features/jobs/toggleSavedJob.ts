import { commitMutation, graphql, type Environment } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { toggleSavedJobSaveMutation as SaveMutation } from "./__generated__/toggleSavedJobSaveMutation.graphql";
import type { toggleSavedJobUnsaveMutation as UnsaveMutation } from "./__generated__/toggleSavedJobUnsaveMutation.graphql";

const saveMutation = graphql`
  mutation toggleSavedJobSaveMutation($vagaId: ID!) {
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
  mutation toggleSavedJobUnsaveMutation($vagaId: ID!) {
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

/** Why it failed: the server's message, or undefined when the request never got an answer. */
type Settle = (failure: { message?: string } | null) => void;

/**
 * Saves or unsaves a job for the signed-in candidate. The record flips at once (an optimistic
 * update, on every card and page showing the job); a refusal or a network failure puts it back.
 */
export function toggleSavedJob(environment: Environment, jobId: string, save: boolean, settle: Settle) {
  const optimisticUpdater = (store: RecordSourceSelectorProxy) => void store.get(jobId)?.setValue(save, "viewerHasSaved");
  const failure = (answer: { __typename: string; message?: string }) => (answer.__typename.endsWith("Success") ? null : { message: answer.message });
  if (save) {
    commitMutation<SaveMutation>(environment, {
      mutation: saveMutation,
      variables: { vagaId: jobId },
      optimisticUpdater,
      onCompleted: ({ saveVaga }) => settle(failure(saveVaga)),
      onError: () => settle({}),
    });
  } else {
    commitMutation<UnsaveMutation>(environment, {
      mutation: unsaveMutation,
      variables: { vagaId: jobId },
      optimisticUpdater,
      onCompleted: ({ unsaveVaga }) => settle(failure(unsaveVaga)),
      onError: () => settle({}),
    });
  }
}
