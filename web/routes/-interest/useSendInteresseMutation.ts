import { useCallback } from "react";
import { ConnectionHandler, graphql, useMutation } from "react-relay";
import { useToast } from "../../components/Toaster.tsx";
import type { useSendInteresseMutation as SendMutation } from "./__generated__/useSendInteresseMutation.graphql";

// The company's lists of sent interests that may be in Relay's store: the new interest joins
// them at the top (they are newest first). Keys of the @connection in
// -dashboard/CompanyRecentInterests.tsx and -company-interests/CompanyInterestsList.tsx.
const interestConnectionKeys = ["CompanyRecentInterests_interessesEnviados", "CompanyInterestsList_interessesEnviados"];

const mutation = graphql`
  mutation useSendInteresseMutation($candidatoId: ID!, $vagaId: ID, $mensagem: String, $connections: [ID!]!) {
    sendInteresse(candidatoId: $candidatoId, vagaId: $vagaId, mensagem: $mensagem) {
      __typename
      ... on MutationSendInteresseSuccess {
        data @prependNode(connections: $connections, edgeTypeName: "EmpresaInteressesEnviadosConnectionEdge") {
          id
          # The 'Interesses' tile on the dashboard counts them.
          empresa {
            id
            sentInterestCount
          }
          ...CompanyRecentInterests_interesse
          ...CompanyInterestCard_interesse
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

const FAILURE = "Não foi possível demonstrar interesse";

export interface SendInteresseInput {
  /** The company sending it (its lists in the store get the new interest). */
  empresaId: string;
  candidatoId: string;
  vagaId: string;
  mensagem: string;
}

export interface SendInteresseCallbacks {
  onSuccess: () => void;
  /** The server refused a field (the job is no longer active, say): show it under that field. */
  onInvalid: (error: { fieldErrors: ReadonlyArray<{ path: ReadonlyArray<string>; message: string }> }) => void;
}

/** sendInteresse with the spec's toasts (§8): 'Interesse demonstrado', or 'Erro' with the server's reason. */
export function useSendInteresse() {
  const [commit, pending] = useMutation<SendMutation>(mutation);
  const toast = useToast();
  const send = useCallback(
    ({ empresaId, candidatoId, vagaId, mensagem }: SendInteresseInput, callbacks: SendInteresseCallbacks) => {
      const connections = interestConnectionKeys.map((key) => ConnectionHandler.getConnectionID(empresaId, key));
      const text = mensagem.trim();
      commit({
        variables: { candidatoId, vagaId, mensagem: text === "" ? null : text, connections },
        onCompleted: ({ sendInteresse: result }) => {
          if (result.__typename === "MutationSendInteresseSuccess") {
            toast({ title: "Interesse demonstrado", description: "O candidato foi notificado sobre seu interesse" });
            callbacks.onSuccess();
            return;
          }
          const message = result.__typename === "%other" ? undefined : result.message;
          toast({ title: "Erro", description: message || FAILURE, variant: "destructive" });
          if (result.__typename === "InvalidInputError") callbacks.onInvalid({ fieldErrors: result.fieldErrors ?? [] });
        },
        onError: () => toast({ title: "Erro", description: FAILURE, variant: "destructive" }),
      });
    },
    [commit, toast],
  );
  return [send, pending] as const;
}
