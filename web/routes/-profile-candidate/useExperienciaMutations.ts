import { graphql } from "react-relay";
import { sectionTexts, useSectionMutation } from "./sectionMutation.ts";
import type { useExperienciaMutationsAddMutation } from "./__generated__/useExperienciaMutationsAddMutation.graphql";
import type { useExperienciaMutationsRemoveMutation } from "./__generated__/useExperienciaMutationsRemoveMutation.graphql";
import type { useExperienciaMutationsUpdateMutation } from "./__generated__/useExperienciaMutationsUpdateMutation.graphql";

// Work experience: add, edit in place and remove. Each answers with the whole profile;
// selecting the section's and the progress card's fragments lets Relay update both.

const add = graphql`
  mutation useExperienciaMutationsAddMutation($input: ExperienciaInput!) {
    addExperiencia(input: $input) {
      __typename
      ... on MutationAddExperienciaSuccess {
        data {
          ...ExperienciaSection_candidato
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
  mutation useExperienciaMutationsUpdateMutation($id: ID!, $input: ExperienciaInput!) {
    updateExperiencia(id: $id, input: $input) {
      __typename
      ... on MutationUpdateExperienciaSuccess {
        data {
          ...ExperienciaSection_candidato
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
  mutation useExperienciaMutationsRemoveMutation($id: ID!) {
    removeExperiencia(id: $id) {
      __typename
      ... on MutationRemoveExperienciaSuccess {
        data {
          ...ExperienciaSection_candidato
          ...ProgressCard_candidato
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const texts = sectionTexts("Experiência", true);

export function useExperienciaMutations() {
  const [addExperiencia, adding] = useSectionMutation<useExperienciaMutationsAddMutation>(add, "addExperiencia", texts.add);
  const [updateExperiencia, updating] = useSectionMutation<useExperienciaMutationsUpdateMutation>(update, "updateExperiencia", texts.update);
  const [removeExperiencia, removing] = useSectionMutation<useExperienciaMutationsRemoveMutation>(remove, "removeExperiencia", texts.remove);
  return { add: addExperiencia, update: updateExperiencia, remove: removeExperiencia, adding, updating, removing };
}
