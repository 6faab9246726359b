// The photo and logo rules the browser checks before sending and the server enforces on the bytes.

/** A phone photo fits; what is stored is resized down to at most 500 KB. */
export const maxUploadBytes = 10 * 1024 * 1024;

export const imageTooLargeMessage = "A imagem deve ter no máximo 10MB.";

export const notAnImageMessage = "Por favor, selecione apenas arquivos de imagem.";
