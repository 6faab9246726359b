import type { TipoNotificacao, UserType } from "../server/db/generated/prisma/enums.ts";

// The kinds of notice (the bell, /notificacoes, their e-mails): who receives
// each, what the settings page calls it, and how it is e-mailed until the person
// chooses otherwise. In-app notices are always made; only e-mail is optional.

export type NoticeDelivery = "IMEDIATO" | "DIARIO" | "NUNCA";

export interface NoticeKind {
  /** Who can receive it. */
  role: UserType;
  /** The settings page's name for it. */
  label: string;
  /** How it is e-mailed by default. */
  delivery: NoticeDelivery;
}

export const noticeKinds: Record<TipoNotificacao, NoticeKind> = {
  CANDIDATURA_VISUALIZADA: { role: "CANDIDATO", label: "Uma empresa visualizou sua candidatura", delivery: "IMEDIATO" },
  CANDIDATURA_STATUS: { role: "CANDIDATO", label: "Sua candidatura mudou de etapa", delivery: "IMEDIATO" },
  PERFIL_VISUALIZADO: { role: "CANDIDATO", label: "Uma empresa visualizou seu perfil", delivery: "DIARIO" },
  INTERESSE_RECEBIDO: { role: "CANDIDATO", label: "Uma empresa demonstrou interesse em você", delivery: "IMEDIATO" },
  ALERTA_VAGAS: { role: "CANDIDATO", label: "Novas vagas dos seus alertas", delivery: "DIARIO" },
  CANDIDATURA_RECEBIDA: { role: "EMPRESA", label: "Nova candidatura em uma vaga", delivery: "IMEDIATO" },
  CANDIDATURA_RETIRADA: { role: "EMPRESA", label: "Um candidato retirou a candidatura", delivery: "DIARIO" },
  INTERESSE_ACEITO: { role: "EMPRESA", label: "Um candidato aceitou seu interesse", delivery: "IMEDIATO" },
  INTERESSE_RECUSADO: { role: "EMPRESA", label: "Um candidato recusou seu interesse", delivery: "DIARIO" },
};

export const noticeDeliveryLabels: Record<NoticeDelivery, string> = {
  IMEDIATO: "Na hora",
  DIARIO: "Resumo diário",
  NUNCA: "Não receber",
};

/** The kinds a person of this role can receive, in the settings page's order. */
export const noticeKindsFor = (role: UserType) =>
  (Object.keys(noticeKinds) as TipoNotificacao[]).filter((tipo) => noticeKinds[tipo].role === role);
