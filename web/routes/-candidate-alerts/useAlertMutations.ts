import { graphql } from "react-relay";
import { useMutationWithToast } from "../../relay/useMutationWithToast.ts";
import type { useAlertMutationsDeleteMutation as DeleteMutation } from "./__generated__/useAlertMutationsDeleteMutation.graphql";
import type { useAlertMutationsPauseMutation as PauseMutation } from "./__generated__/useAlertMutationsPauseMutation.graphql";
import type { useAlertMutationsRenameMutation as RenameMutation } from "./__generated__/useAlertMutationsRenameMutation.graphql";
import type { useAlertMutationsResumeMutation as ResumeMutation } from "./__generated__/useAlertMutationsResumeMutation.graphql";

// The changes of /candidate/alertas. Each answers the record it changed, which
// Relay merges into the card; a deletion answers the candidate, whose list then
// no longer holds the alert.

const renameMutation = graphql`
  mutation useAlertMutationsRenameMutation($id: ID!, $nome: String!) {
    renomearAlertaVaga(id: $id, nome: $nome) {
      __typename
      ... on MutationRenomearAlertaVagaSuccess {
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

const pauseMutation = graphql`
  mutation useAlertMutationsPauseMutation($id: ID!) {
    pausarAlertaVaga(id: $id) {
      __typename
      ... on MutationPausarAlertaVagaSuccess {
        data {
          id
          ativo
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const resumeMutation = graphql`
  mutation useAlertMutationsResumeMutation($id: ID!) {
    retomarAlertaVaga(id: $id) {
      __typename
      ... on MutationRetomarAlertaVagaSuccess {
        data {
          id
          ativo
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation useAlertMutationsDeleteMutation($id: ID!) {
    excluirAlertaVaga(id: $id) {
      __typename
      ... on MutationExcluirAlertaVagaSuccess {
        data {
          id
          alertasVagas {
            id
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const unreachable = "Não foi possível falar com o servidor. Tente novamente.";

export const useRenameAlert = () =>
  useMutationWithToast<RenameMutation>(renameMutation, { success: { title: "Alerta renomeado" }, failure: "Não foi possível renomear o alerta", fallback: unreachable });

export const usePauseAlert = () =>
  useMutationWithToast<PauseMutation>(pauseMutation, {
    success: { title: "Alerta pausado", description: "Você não será avisado de vagas novas desta busca até retomá-lo." },
    failure: "Não foi possível pausar o alerta",
    fallback: unreachable,
  });

export const useResumeAlert = () =>
  useMutationWithToast<ResumeMutation>(resumeMutation, {
    success: { title: "Alerta retomado", description: "Avisaremos você das vagas publicadas a partir de agora." },
    failure: "Não foi possível retomar o alerta",
    fallback: unreachable,
  });

export const useDeleteAlert = () =>
  useMutationWithToast<DeleteMutation>(deleteMutation, { success: { title: "Alerta excluído" }, failure: "Não foi possível excluir o alerta", fallback: unreachable });
