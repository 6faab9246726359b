import { graphql } from "react-relay";
import { sectionTexts, useSectionMutation } from "./sectionMutation.ts";
import type { useFormacaoMutationsAddMutation } from "./__generated__/useFormacaoMutationsAddMutation.graphql";
import type { useFormacaoMutationsRemoveMutation } from "./__generated__/useFormacaoMutationsRemoveMutation.graphql";
import type { useFormacaoMutationsUpdateMutation } from "./__generated__/useFormacaoMutationsUpdateMutation.graphql";

// The candidate's education: add, edit in place and remove. Each answers with the whole profile;
// selecting the section's and the progress card's fragments lets Relay update both.

const add = graphql`
  mutation useFormacaoMutationsAddMutation($input: FormacaoInput!) {
    addFormacao(input: $input) {
      __typename
      ... on MutationAddFormacaoSuccess {
        data {
          ...FormacaoSection_candidato
          ...ProgressCard_candidato
        }
      }
      ... on Error {
        message
      }
      ... on InvalidInputError {
        fieldErrors {
          path
          message
        }
      }
    }
  }
`;

const update = graphql`
  mutation useFormacaoMutationsUpdateMutation($id: ID!, $input: FormacaoInput!) {
    updateFormacao(id: $id, input: $input) {
      __typename
      ... on MutationUpdateFormacaoSuccess {
        data {
          ...FormacaoSection_candidato
          ...ProgressCard_candidato
        }
      }
      ... on Error {
        message
      }
      ... on InvalidInputError {
        fieldErrors {
          path
          message
        }
      }
    }
  }
`;

const remove = graphql`
  mutation useFormacaoMutationsRemoveMutation($id: ID!) {
    removeFormacao(id: $id) {
      __typename
      ... on MutationRemoveFormacaoSuccess {
        data {
          ...FormacaoSection_candidato
          ...ProgressCard_candidato
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const texts = sectionTexts("Formação", true);

export function useFormacaoMutations() {
  const [addFormacao, adding] = useSectionMutation<useFormacaoMutationsAddMutation>(add, "addFormacao", texts.add);
  const [updateFormacao, updating] = useSectionMutation<useFormacaoMutationsUpdateMutation>(update, "updateFormacao", texts.update);
  const [removeFormacao, removing] = useSectionMutation<useFormacaoMutationsRemoveMutation>(remove, "removeFormacao", texts.remove);
  return { add: addFormacao, update: updateFormacao, remove: removeFormacao, adding, updating, removing };
}
