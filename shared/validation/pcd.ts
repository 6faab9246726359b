import * as v from "valibot";
import { TipoDeficiencia } from "../../server/db/generated/prisma/enums.ts";
import { adaptacoesMaxLength, pcdConsent } from "../pcd.ts";

// A candidate's declaration of disability, with the consent it needs (LGPD art. 11): the same
// rules for the profile's form and the server.

export const pcdDeclarationSchema = v.object({
  tipos: v.pipe(
    v.array(v.enum(TipoDeficiencia, "Tipo de deficiência inválido"), "Escolha ao menos um tipo de deficiência"),
    v.minLength(1, "Escolha ao menos um tipo de deficiência"),
    v.maxLength(Object.keys(TipoDeficiencia).length, "Tipo de deficiência repetido"),
    v.check((tipos) => new Set(tipos).size === tipos.length, "Tipo de deficiência repetido"),
  ),
  adaptacoes: v.pipe(
    v.nullish(v.string(), ""),
    v.string(),
    v.trim(),
    v.maxLength(adaptacoesMaxLength, `Descreva as adaptações em no máximo ${adaptacoesMaxLength.toLocaleString("pt-BR")} caracteres`),
    v.transform((text) => (text === "" ? null : text)),
  ),
  consentimento: v.literal(true, "Para guardar a declaração, marque o consentimento"),
  versaoConsentimento: v.literal(pcdConsent.versao, "O texto do consentimento mudou: recarregue a página, leia-o e marque de novo"),
});

export type PcdDeclarationInput = v.InferInput<typeof pcdDeclarationSchema>;
