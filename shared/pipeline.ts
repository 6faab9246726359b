import type { StatusCandidatura, StatusInteresse } from "../server/db/generated/prisma/enums.ts";

// An application's way through a company's hiring process (spec §4 lists the
// statuses; the transitions are ours). ENVIADA is set on creation;
// VISUALIZADA_PELA_EMPRESA when the company first opens the application; the
// company moves it on from there. REJEITADA and CONTRATADO end it.
// APROVADA_PELA_EMPRESA and REJEITADA_PELA_EMPRESA are readings the spec's
// company lists know; this server never sets them and treats them like
// APROVADA and REJEITADA.

export const applicationTransitions: Record<StatusCandidatura, readonly StatusCandidatura[]> = {
  ENVIADA: ["VISUALIZADA_PELA_EMPRESA", "EM_ANALISE_PELA_EMPRESA", "AVANCANDO_NO_PROCESSO", "APROVADA", "REJEITADA"],
  VISUALIZADA_PELA_EMPRESA: ["EM_ANALISE_PELA_EMPRESA", "AVANCANDO_NO_PROCESSO", "APROVADA", "REJEITADA"],
  EM_ANALISE_PELA_EMPRESA: ["AVANCANDO_NO_PROCESSO", "APROVADA", "REJEITADA"],
  AVANCANDO_NO_PROCESSO: ["APROVADA", "REJEITADA"],
  APROVADA: ["CONTRATADO", "REJEITADA"],
  APROVADA_PELA_EMPRESA: ["CONTRATADO", "REJEITADA"],
  REJEITADA: [],
  REJEITADA_PELA_EMPRESA: [],
  CONTRATADO: [],
};

export const candidateApplicationLabels: Record<StatusCandidatura, string> = {
  ENVIADA: "Enviada",
  VISUALIZADA_PELA_EMPRESA: "Visualizada",
  EM_ANALISE_PELA_EMPRESA: "Em Análise",
  AVANCANDO_NO_PROCESSO: "Avançando",
  APROVADA: "Aprovada",
  APROVADA_PELA_EMPRESA: "Aprovada",
  REJEITADA: "Rejeitada",
  REJEITADA_PELA_EMPRESA: "Rejeitada",
  CONTRATADO: "Contratado",
};

export const companyApplicationLabels: Record<StatusCandidatura, string> = {
  ENVIADA: "Nova",
  VISUALIZADA_PELA_EMPRESA: "Vista",
  EM_ANALISE_PELA_EMPRESA: "Análise",
  AVANCANDO_NO_PROCESSO: "Em Processo",
  APROVADA: "Aprovada",
  APROVADA_PELA_EMPRESA: "Aprovada",
  REJEITADA: "Rejeitada",
  REJEITADA_PELA_EMPRESA: "Rejeitada",
  CONTRATADO: "Contratado",
};

export const interestLabels: Record<StatusInteresse, string> = {
  PENDENTE: "Pendente",
  ACEITO: "Aceito",
  RECUSADO: "Recusado",
};

/** The candidate can withdraw only before the company has looked. */
export const withdrawableStatus: StatusCandidatura = "ENVIADA";

/**
 * The stages of the hiring process, in order: the analytics funnel counts how
 * many applications reached each one (or one after it, when the company skipped
 * a step). REJEITADA can end an application at any stage and is counted apart.
 */
export const pipelineStages = [
  "ENVIADA",
  "VISUALIZADA_PELA_EMPRESA",
  "EM_ANALISE_PELA_EMPRESA",
  "AVANCANDO_NO_PROCESSO",
  "APROVADA",
  "CONTRATADO",
] as const satisfies readonly StatusCandidatura[];

export type PipelineStage = (typeof pipelineStages)[number];
