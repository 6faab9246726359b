import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import { useToast } from "../components/Toaster.tsx";
import type { useProfileImageUploadMutation } from "./__generated__/useProfileImageUploadMutation.graphql";
import type { useProfileImageUploadRemoveMutation } from "./__generated__/useProfileImageUploadRemoveMutation.graphql";

/** The server resizes what it takes, so a phone photo goes as it is. */
const maxBytes = 10 * 1024 * 1024;

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
  if (!file.type.startsWith("image/")) return "Por favor, selecione apenas arquivos de imagem.";
  if (file.size > maxBytes) return "A imagem deve ter no máximo 10MB.";
  return null;
}

/** Uploads the candidate's photo or the company's logo; Relay updates fotoUrl/logoUrl wherever they show. */
export function useProfileImageUpload() {
  const [commitUpload, uploading] = useMutation<useProfileImageUploadMutation>(upload);
  const [commitRemove, removing] = useMutation<useProfileImageUploadRemoveMutation>(remove);
  const toast = useToast();

  const send = useCallback(
    (file: File, onError?: (message: string) => void) => {
      const problem = imageProblem(file);
      if (problem) {
        onError?.(problem);
        toast({ title: "Imagem não enviada", description: problem, variant: "destructive" });
        return;
      }
      commitUpload({
        variables: { file: null as unknown as File },
        uploadables: { file },
        onCompleted: ({ uploadProfileImage: result }) => {
          if (result.data) return toast({ title: "Imagem atualizada", description: "Sua imagem foi salva com sucesso" });
          const message = result.message ?? "Erro ao carregar a imagem. Tente novamente.";
          onError?.(message);
          toast({ title: "Imagem não enviada", description: message, variant: "destructive" });
        },
        onError: () => {
          onError?.("Erro ao carregar a imagem. Tente novamente.");
          toast({ title: "Imagem não enviada", description: "Erro ao carregar a imagem. Tente novamente.", variant: "destructive" });
        },
      });
    },
    [commitUpload, toast],
  );

  const clear = useCallback(() => {
    commitRemove({
      variables: {},
      onCompleted: () => toast({ title: "Imagem removida" }),
      onError: () => toast({ title: "Erro", description: "Não foi possível remover a imagem", variant: "destructive" }),
    });
  }, [commitRemove, toast]);

  return { send, clear, pending: uploading || removing };
}
