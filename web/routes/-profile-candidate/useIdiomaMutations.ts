import { graphql } from "react-relay";
import { sectionTexts, useSectionMutation } from "./sectionMutation.ts";
import type { useIdiomaMutationsAddMutation } from "./__generated__/useIdiomaMutationsAddMutation.graphql";
import type { useIdiomaMutationsRemoveMutation } from "./__generated__/useIdiomaMutationsRemoveMutation.graphql";
import type { useIdiomaMutationsUpdateMutation } from "./__generated__/useIdiomaMutationsUpdateMutation.graphql";

// Languages: add, edit in place and remove. Each answers with the whole profile;
// selecting the section's and the progress card's fragments lets Relay update both.

const add = graphql`
  mutation useIdiomaMutationsAddMutation($input: IdiomaInput!) {
    addIdioma(input: $input) {
      __typename
      ... on MutationAddIdiomaSuccess {
        data {
          ...IdiomaSection_candidato
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
  mutation useIdiomaMutationsUpdateMutation($id: ID!, $input: IdiomaInput!) {
    updateIdioma(id: $id, input: $input) {
      __typename
      ... on MutationUpdateIdiomaSuccess {
        data {
          ...IdiomaSection_candidato
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
  mutation useIdiomaMutationsRemoveMutation($id: ID!) {
    removeIdioma(id: $id) {
      __typename
      ... on MutationRemoveIdiomaSuccess {
        data {
          ...IdiomaSection_candidato
          ...ProgressCard_candidato
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const texts = sectionTexts("Idioma", false);

export function useIdiomaMutations() {
  const [addIdioma, adding] = useSectionMutation<useIdiomaMutationsAddMutation>(add, "addIdioma", texts.add);
  const [updateIdioma, updating] = useSectionMutation<useIdiomaMutationsUpdateMutation>(update, "updateIdioma", texts.update);
  const [removeIdioma, removing] = useSectionMutation<useIdiomaMutationsRemoveMutation>(remove, "removeIdioma", texts.remove);
  return { add: addIdioma, update: updateIdioma, remove: removeIdioma, adding, updating, removing };
}
