import { graphql } from "react-relay";
import { useMutationWithToast } from "../../relay/useMutationWithToast.ts";
import type { useSaveNotificationPreferencesMutation } from "./__generated__/useSaveNotificationPreferencesMutation.graphql";

const mutation = graphql`
  mutation useSaveNotificationPreferencesMutation($preferencias: [PreferenciaNotificacaoInput!]!) {
    salvarPreferenciasNotificacao(preferencias: $preferencias) {
      __typename
      ... on MutationSalvarPreferenciasNotificacaoSuccess {
        data {
          id
          ...NotificationSettingsForm_user
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

/** Saves every kind's choice at once; the answer updates the page's preferences. */
export const useSaveNotificationPreferences = () =>
  useMutationWithToast<useSaveNotificationPreferencesMutation>(mutation, {
    success: { title: "Preferências salvas", description: "Os próximos e-mails seguem as suas escolhas." },
    failure: "Não foi possível salvar as preferências",
    fallback: "Verifique sua conexão e tente novamente.",
  });
