import type { PcdVaga, TipoDeficiencia } from "../server/db/generated/prisma/enums.ts";

// Inclusion of people with disabilities (PcD): what a job's mark means (its label
// is in catalog.ts), the kinds of disability, and the consent a candidate gives to declare one.
// One source for the server (GraphQL descriptions, JSON-LD, validation) and the web.

/** What each mark means, for the job form's hints, the partner API and the JSON-LD. */
export const pcdVagaMeanings = {
  AFIRMATIVA: "Vaga exclusiva para pessoas com deficiência (PcD).",
  TAMBEM: "Vaga aberta a todas as pessoas e acessível a pessoas com deficiência (PcD).",
} as const satisfies Record<PcdVaga, string>;

/** The kinds of disability of the Lei Brasileira de Inclusão (Lei 13.146/2015, art. 2). */
export const tipoDeficienciaLabels = {
  FISICA: "Física",
  AUDITIVA: "Auditiva",
  VISUAL: "Visual",
  INTELECTUAL: "Intelectual",
  PSICOSSOCIAL: "Psicossocial",
  MULTIPLA: "Múltipla",
} as const satisfies Record<TipoDeficiencia, string>;

/** The longest accommodations text a candidate may write. */
export const adaptacoesMaxLength = 1_000;

/**
 * The consent text for the declaration, and its version: the row records the version the candidate
 * agreed to. Change the text, change the version.
 */
export const pcdConsent = {
  versao: "pcd-2026-11-24",
  texto:
    "Autorizo o Encaixe a guardar minha declaração de deficiência (tipo e adaptações de que preciso), " +
    "dado pessoal sensível (LGPD, art. 11), e a mostrá-la somente às empresas em cujas vagas eu me candidatar, " +
    "para que possam oferecer as adaptações. Ela não aparece na busca de candidatos, no meu perfil público " +
    "nem para parceiros. Posso retirar este consentimento quando quiser, e a declaração é apagada na hora.",
} as const;
