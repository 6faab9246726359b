import { graphql } from "react-relay";
import { useMutationWithToast } from "../../relay/useMutationWithToast.ts";
import type { usePcdMutationsSaveMutation } from "./__generated__/usePcdMutationsSaveMutation.graphql";
import type { usePcdMutationsWithdrawMutation } from "./__generated__/usePcdMutationsWithdrawMutation.graphql";

const save = graphql`
  mutation usePcdMutationsSaveMutation($input: DeclaracaoPcdInput!) {
    salvarDeclaracaoPcd(input: $input) {
      __typename
      ... on MutationSalvarDeclaracaoPcdSuccess {
        data {
          ...PcdSection_candidate
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

const withdraw = graphql`
  mutation usePcdMutationsWithdrawMutation {
    retirarConsentimentoPcd {
      __typename
      ... on MutationRetirarConsentimentoPcdSuccess {
        data {
          ...PcdSection_candidate
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Saves the declaration with the consent given now. */
export const useSavePcd = () =>
  useMutationWithToast<usePcdMutationsSaveMutation>(save, {
    success: { title: "Declaração salva", description: "As empresas das vagas em que você se candidatar poderão vê-la." },
    failure: "Não foi possível salvar a declaração",
  });

/** Withdraws the consent: the server deletes the declaration. */
export const useWithdrawPcd = () =>
  useMutationWithToast<usePcdMutationsWithdrawMutation>(withdraw, {
    success: { title: "Consentimento retirado", description: "Sua declaração foi apagada." },
    failure: "Não foi possível retirar o consentimento",
  });
