import { candidateApplicationLabels, companyApplicationLabels } from "../../../shared/pipeline.ts";
import { Badge, type BadgeTone } from "../../components/Badge.tsx";
import type { ApplicationStatus } from "./applicationStatus.ts";

// An application's status reads differently to each side (spec §4): the company's 'Nova', 'Vista'…
// and the candidate's 'Enviada', 'Visualizada'…, each with its colours.

const looks: Record<"company" | "candidate", { labels: Record<ApplicationStatus, string>; tones: Record<ApplicationStatus, BadgeTone> }> = {
  company: {
    labels: companyApplicationLabels,
    tones: {
      ENVIADA: "info",
      VISUALIZADA_PELA_EMPRESA: "neutral",
      EM_ANALISE_PELA_EMPRESA: "warning",
      AVANCANDO_NO_PROCESSO: "brand",
      APROVADA: "success",
      APROVADA_PELA_EMPRESA: "success",
      CONTRATADO: "success",
      REJEITADA: "danger",
      REJEITADA_PELA_EMPRESA: "danger",
    },
  },
  candidate: {
    labels: candidateApplicationLabels,
    tones: {
      ENVIADA: "neutral",
      VISUALIZADA_PELA_EMPRESA: "info",
      EM_ANALISE_PELA_EMPRESA: "warning",
      AVANCANDO_NO_PROCESSO: "warning",
      APROVADA: "success",
      APROVADA_PELA_EMPRESA: "success",
      CONTRATADO: "success",
      REJEITADA: "danger",
      REJEITADA_PELA_EMPRESA: "danger",
    },
  },
};

/** An application's status as `audience` reads it; a status this app does not know shows as sent. */
export function ApplicationStatusBadge({ status, audience }: { status: string; audience: "company" | "candidate" }) {
  const { labels, tones } = looks[audience];
  const known = Object.hasOwn(labels, status) ? (status as ApplicationStatus) : null;
  return (
    <Badge $tone={known ? tones[known] : "neutral"} data-testid="application-status">
      {known ? labels[known] : status}
    </Badge>
  );
}
