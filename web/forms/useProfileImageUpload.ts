import { useCallback } from "react";
import { graphql } from "react-relay";
import { imageTooLargeMessage, maxUploadBytes, notAnImageMessage } from "../../shared/validation/image.ts";
import { useToast } from "../components/Toaster.tsx";
import { useMutationWithToast } from "../relay/useMutationWithToast.ts";
import type { useProfileImageUploadMutation } from "./__generated__/useProfileImageUploadMutation.graphql";
import type { useProfileImageUploadRemoveMutation } from "./__generated__/useProfileImageUploadRemoveMutation.graphql";


const uploadFailure = "Erro ao carregar a imagem. Tente novamente.";

const upload = graphql`
  mutation useProfileImageUploadMutation($file: File!) {
    uploadProfileImage(file: $file) {
      __typename
      ... on MutationUploadProfileImageSuccess {
        data {
          candidato {
            fotoUrl
          }
          empresa {
            logoUrl
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const remove = graphql`
  mutation useProfileImageUploadRemoveMutation {
    removeProfileImage {
      __typename
      ... on MutationRemoveProfileImageSuccess {
        data {
          candidato {
            fotoUrl
          }
          empresa {
            logoUrl
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** The photo checks, in the browser, before anything is sent (the server checks the bytes again). */
export function imageProblem(file: File): string | null {
  if (!file.type.startsWith("image/")) return notAnImageMessage;
  // The server resizes what it takes, so a phone photo goes as it is.
  if (file.size > maxUploadBytes) return imageTooLargeMessage;
  return null;
}

const uploadToasts = {
  success: { title: "Imagem atualizada", description: "Sua imagem foi salva com sucesso" },
  failure: "Imagem não enviada",
  fallback: uploadFailure,
};

const removeToasts = {
  success: { title: "Imagem removida" },
  failure: "Erro",
  describe: () => "Não foi possível remover a imagem",
};

/** Uploads the candidate's photo or the company's logo; Relay updates fotoUrl/logoUrl wherever they show. */
export function useProfileImageUpload() {
  const [commitUpload, uploading] = useMutationWithToast<useProfileImageUploadMutation>(upload, uploadToasts);
  const [commitRemove, removing] = useMutationWithToast<useProfileImageUploadRemoveMutation>(remove, removeToasts);
  const toast = useToast();

  const send = useCallback(
    (file: File, onError?: (message: string) => void) => {
      const problem = imageProblem(file);
      if (problem) {
        onError?.(problem);
        toast({ title: "Imagem não enviada", description: problem, variant: "destructive" });
        return;
      }
      commitUpload(
        { file: null as unknown as File },
        {
          uploadables: { file },
          onFailure: (result) => onError?.(("message" in result && result.message) || uploadFailure),
          onError: () => onError?.(uploadFailure),
        },
      );
    },
    [commitUpload, toast],
  );

  const clear = useCallback(() => commitRemove({}), [commitRemove]);

  return { send, clear, pending: uploading || removing };
}
