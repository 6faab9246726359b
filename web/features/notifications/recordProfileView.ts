import { commitMutation, graphql } from "react-relay";
import type { Environment } from "relay-runtime";
import type { recordProfileViewMutation as ViewMutation } from "./__generated__/recordProfileViewMutation.graphql";

const mutation = graphql`
  mutation recordProfileViewMutation($candidatoId: ID!) {
    registrarVisualizacaoPerfil(candidatoId: $candidatoId) {
      __typename
    }
  }
`;

/**
 * A company is looking at a candidate's profile: the candidate is told (once a
 * day per company, the server decides). Sent when the page shows, never on a
 * hover's preload; silent, like marking an application seen.
 */
export function recordProfileView(environment: Environment, candidateGlobalId: string) {
  commitMutation<ViewMutation>(environment, { mutation, variables: { candidatoId: candidateGlobalId } });
}
