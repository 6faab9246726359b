import { applicationTransitions, companyApplicationLabels } from "../../../server/domain/pipeline.ts";
import { Badge, type BadgeTone } from "../../components/Badge.tsx";

// How the company reads an application's status (spec §4, company labels) and
// where it may move it next (server/domain/pipeline.ts, the same rules the API enforces).

export type KnownStatus = keyof typeof companyApplicationLabels;

const isKnown = (status: string): status is KnownStatus => Object.hasOwn(companyApplicationLabels, status);

/** 'Nova', 'Vista', 'Análise', 'Em Processo', 'Aprovada', 'Rejeitada', 'Contratado'. */
export const companyStatusLabel = (status: string) => (isKnown(status) ? companyApplicationLabels[status] : status);

/** The statuses the company may move an application to from `status`; none once it has ended. */
export const nextStatuses = (status: string): readonly KnownStatus[] => (isKnown(status) ? applicationTransitions[status] : []);

const tones: Record<KnownStatus, BadgeTone> = {
  ENVIADA: "info",
  VISUALIZADA_PELA_EMPRESA: "neutral",
  EM_ANALISE_PELA_EMPRESA: "warning",
  AVANCANDO_NO_PROCESSO: "brand",
  APROVADA: "success",
  APROVADA_PELA_EMPRESA: "success",
  CONTRATADO: "success",
  REJEITADA: "danger",
  REJEITADA_PELA_EMPRESA: "danger",
};

/** An application's status as the company sees it: Nova (blue) … Aprovada (green), Rejeitada (red). */
export function ApplicationStatusBadge({ status }: { status: string }) {
  return (
    <Badge $tone={isKnown(status) ? tones[status] : "neutral"} data-testid="application-status">
      {companyStatusLabel(status)}
    </Badge>
  );
}
