import { graphql } from "react-relay";
import { sectionTexts, useSectionMutation } from "./sectionMutation.ts";
import type { useCursoMutationsAddMutation } from "./__generated__/useCursoMutationsAddMutation.graphql";
import type { useCursoMutationsRemoveMutation } from "./__generated__/useCursoMutationsRemoveMutation.graphql";
import type { useCursoMutationsUpdateMutation } from "./__generated__/useCursoMutationsUpdateMutation.graphql";

// Complementary courses: add, edit in place and remove. Each answers with the whole profile;
// selecting the section's and the progress card's fragments lets Relay update both.

const add = graphql`
  mutation useCursoMutationsAddMutation($input: CursoInput!) {
    addCurso(input: $input) {
      __typename
      ... on MutationAddCursoSuccess {
        data {
          ...CursoSection_candidato
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
  mutation useCursoMutationsUpdateMutation($id: ID!, $input: CursoInput!) {
    updateCurso(id: $id, input: $input) {
      __typename
      ... on MutationUpdateCursoSuccess {
        data {
          ...CursoSection_candidato
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
  mutation useCursoMutationsRemoveMutation($id: ID!) {
    removeCurso(id: $id) {
      __typename
      ... on MutationRemoveCursoSuccess {
        data {
          ...CursoSection_candidato
          ...ProgressCard_candidato
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const texts = sectionTexts("Curso", false);

export function useCursoMutations() {
  const [addCurso, adding] = useSectionMutation<useCursoMutationsAddMutation>(add, "addCurso", texts.add);
  const [updateCurso, updating] = useSectionMutation<useCursoMutationsUpdateMutation>(update, "updateCurso", texts.update);
  const [removeCurso, removing] = useSectionMutation<useCursoMutationsRemoveMutation>(remove, "removeCurso", texts.remove);
  return { add: addCurso, update: updateCurso, remove: removeCurso, adding, updating, removing };
}
