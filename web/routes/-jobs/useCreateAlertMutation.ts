import { graphql } from "react-relay";
import { useMutationWithToast } from "../../relay/useMutationWithToast.ts";
import type { useCreateAlertMutation as CreateAlertMutation } from "./__generated__/useCreateAlertMutation.graphql";

const mutation = graphql`
  mutation useCreateAlertMutation($input: CriarAlertaVagaInput!) {
    criarAlertaVaga(input: $input) {
      __typename
      ... on MutationCriarAlertaVagaSuccess {
        data {
          id
          nome
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

/** The confirmation, which names the alert and says where alerts live. */
export const alertCreatedToast = (nome: string) => ({
  title: "Alerta criado",
  description: `Avisaremos você quando surgirem novas vagas para "${nome}". Seus alertas ficam em Alertas de vagas, no menu.`,
});

/** Saves the search as an alert of the signed-in candidate. */
export function useCreateAlert() {
  return useMutationWithToast<CreateAlertMutation>(mutation, {
    success: { title: "Alerta criado" },
    failure: "Não foi possível criar o alerta",
    fallback: "Não foi possível falar com o servidor. Tente novamente.",
  });
}
