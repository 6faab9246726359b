import { useCallback } from "react";
import { ConnectionHandler, graphql } from "react-relay";
import { useMutationWithToast, type FieldErrorsPayload } from "../../relay/useMutationWithToast.ts";
import type { useSendInterestMutation as SendMutation } from "./__generated__/useSendInterestMutation.graphql";

// The company's lists of sent interests that may be in Relay's store: the new interest joins
// them at the top (they are newest first). Keys of the @connection in the company dashboard's
// CompanyRecentInterests and the company's interests page (CompanyInterestsList).
const interestConnectionKeys = ["CompanyRecentInterests_interessesEnviados", "CompanyInterestsList_interessesEnviados"];

const mutation = graphql`
  mutation useSendInterestMutation($candidatoId: ID!, $vagaId: ID, $mensagem: String, $connections: [ID!]!) {
    sendInteresse(candidatoId: $candidatoId, vagaId: $vagaId, mensagem: $mensagem) {
      __typename
      ... on MutationSendInteresseSuccess {
        data @prependNode(connections: $connections, edgeTypeName: "EmpresaInteressesEnviadosConnectionEdge") {
          id
          # The interest dialog shows this job as used for this candidate from now on.
          vaga {
            id
            interesseEnviado(candidatoId: $candidatoId)
          }
          # The 'Interesses' tile on the dashboard counts them.
          empresa {
            id
            sentInterestCount
          }
          ...CompanyRecentInterests_interest
          ...CompanyInterestCard_interest
        }
      }
      ... on InvalidInputError {
        fieldErrors {
          path
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const toasts = {
  success: { title: "Interesse demonstrado", description: "O candidato foi notificado sobre seu interesse" },
  failure: "Erro",
  fallback: "Não foi possível demonstrar interesse",
};

export interface SendInterestInput {
  /** The company sending it (its lists in the store get the new interest). */
  companyId: string;
  candidateId: string;
  jobId: string;
  message: string;
}

export interface SendInterestCallbacks {
  onSuccess: () => void;
  /** The server refused a field (the job is no longer active, say): show it under that field. */
  onInvalid: (error: FieldErrorsPayload) => void;
}

/** sendInteresse with the spec's toasts (§8): 'Interesse demonstrado', or 'Erro' with the server's reason. */
export function useSendInterest() {
  const [commit, pending] = useMutationWithToast<SendMutation>(mutation, toasts);
  const send = useCallback(
    ({ companyId, candidateId, jobId, message }: SendInterestInput, callbacks: SendInterestCallbacks) => {
      const connections = interestConnectionKeys.map((key) => ConnectionHandler.getConnectionID(companyId, key));
      const text = message.trim();
      commit({ candidatoId: candidateId, vagaId: jobId, mensagem: text === "" ? null : text, connections }, callbacks);
    },
    [commit],
  );
  return [send, pending] as const;
}
