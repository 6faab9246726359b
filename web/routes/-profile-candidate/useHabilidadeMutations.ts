import { graphql } from "react-relay";
import { sectionTexts, useSectionMutation } from "./sectionMutation.ts";
import type { useHabilidadeMutationsAddMutation } from "./__generated__/useHabilidadeMutationsAddMutation.graphql";
import type { useHabilidadeMutationsRemoveMutation } from "./__generated__/useHabilidadeMutationsRemoveMutation.graphql";
import type { useHabilidadeMutationsUpdateMutation } from "./__generated__/useHabilidadeMutationsUpdateMutation.graphql";

// Skills: add, edit in place and remove. Each answers with the whole profile;
// selecting the section's and the progress card's fragments lets Relay update both.

const add = graphql`
  mutation useHabilidadeMutationsAddMutation($input: HabilidadeInput!) {
    addHabilidade(input: $input) {
      __typename
      ... on MutationAddHabilidadeSuccess {
        data {
          ...HabilidadeSection_candidato
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
  mutation useHabilidadeMutationsUpdateMutation($id: ID!, $input: HabilidadeInput!) {
    updateHabilidade(id: $id, input: $input) {
      __typename
      ... on MutationUpdateHabilidadeSuccess {
        data {
          ...HabilidadeSection_candidato
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
  mutation useHabilidadeMutationsRemoveMutation($id: ID!) {
    removeHabilidade(id: $id) {
      __typename
      ... on MutationRemoveHabilidadeSuccess {
        data {
          ...HabilidadeSection_candidato
          ...ProgressCard_candidato
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const texts = sectionTexts("Habilidade", true);

export function useHabilidadeMutations() {
  const [addHabilidade, adding] = useSectionMutation<useHabilidadeMutationsAddMutation>(add, "addHabilidade", texts.add);
  const [updateHabilidade, updating] = useSectionMutation<useHabilidadeMutationsUpdateMutation>(update, "updateHabilidade", texts.update);
  const [removeHabilidade, removing] = useSectionMutation<useHabilidadeMutationsRemoveMutation>(remove, "removeHabilidade", texts.remove);
  return { add: addHabilidade, update: updateHabilidade, remove: removeHabilidade, adding, updating, removing };
}
