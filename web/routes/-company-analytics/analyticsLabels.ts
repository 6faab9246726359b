import { statusVagaLabels } from "../../../shared/catalog.ts";
import type { PipelineStage } from "../../../shared/pipeline.ts";
import { formatCount, labelFrom } from "../../format.ts";

// How the analytics screen words and writes its numbers, in Brazilian Portuguese.

export const jobStatusLabel = labelFrom(statusVagaLabels);

/** Each funnel stage as the applications that reached it: 'Vistas', 'Em análise'… */
export const stageLabels: Record<PipelineStage, string> = {
  ENVIADA: "Recebidas",
  VISUALIZADA_PELA_EMPRESA: "Vistas",
  EM_ANALISE_PELA_EMPRESA: "Em análise",
  AVANCANDO_NO_PROCESSO: "Em processo",
  APROVADA: "Aprovadas",
  CONTRATADO: "Contratadas",
};

export const stageLabel = labelFrom(stageLabels);

const decimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1).replace(/\.0$/, "").replace(".", ",");

/** A share as a percentage with at most one decimal: '12,5%'. */
export const formatPercent = (share: number) => `${decimal(share * 100)}%`;

/** A length of time in the largest unit that keeps it readable: '35 min', '5,5 h', '2 dias'. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return "menos de 1 min";
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 86_400) return `${decimal(seconds / 3600)} h`;
  const days = decimal(seconds / 86_400);
  return `${days} ${days === "1" ? "dia" : "dias"}`;
}

/** '1 candidatura', '12 candidaturas'. */
export const applicationCount = (count: number) => (count === 1 ? "1 candidatura" : `${formatCount(count)} candidaturas`);
