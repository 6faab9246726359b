import { commitMutation, graphql } from "react-relay";
import type { Environment } from "relay-runtime";
import { toGlobalId } from "../../relay/ids.ts";
import type { jobViewBeaconMutation as BeaconMutation } from "./__generated__/jobViewBeaconMutation.graphql";

const mutation = graphql`
  mutation jobViewBeaconMutation($vagaId: ID!) {
    registrarVisualizacaoVaga(vagaId: $vagaId) {
      __typename
    }
  }
`;

/** Tells the server the job's page was viewed; silent whatever the answer (the server decides what counts). */
export function sendJobViewBeacon(environment: Environment, jobId: string) {
  commitMutation<BeaconMutation>(environment, { mutation, variables: { vagaId: toGlobalId("Vaga", jobId) } });
}
