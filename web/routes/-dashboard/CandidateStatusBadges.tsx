import { Check, X } from "lucide-react";
import { candidateApplicationLabels } from "../../../server/domain/pipeline.ts";
import { Badge, type BadgeTone } from "../../components/Badge.tsx";

const applicationTones: Record<string, BadgeTone> = {
  ENVIADA: "neutral",
  VISUALIZADA_PELA_EMPRESA: "info",
  EM_ANALISE_PELA_EMPRESA: "warning",
  AVANCANDO_NO_PROCESSO: "warning",
  APROVADA: "success",
  APROVADA_PELA_EMPRESA: "success",
  CONTRATADO: "success",
  REJEITADA: "danger",
  REJEITADA_PELA_EMPRESA: "danger",
};

/** An application's status as the candidate reads it (spec §4: Enviada, Visualizada, Em Análise…). */
export function CandidateApplicationStatusBadge({ status }: { status: string }) {
  const label = (candidateApplicationLabels as Record<string, string>)[status] ?? status;
  return (
    <Badge $tone={applicationTones[status] ?? "neutral"} data-testid="application-status">
      {label}
    </Badge>
  );
}

/**
 * A decided interest: 'Oferta Aceita' / 'Oferta Recusada' (or the short 'Aceito' on the dashboard).
 * A PENDENTE interest shows nothing here: its card offers the answer instead.
 */
export function CandidateInterestDecisionBadge({ status, short = false }: { status: string; short?: boolean }) {
  if (status === "ACEITO") {
    return (
      <Badge $tone="success" data-testid="interest-status">
        <Check size={14} aria-hidden />
        {short ? "Aceito" : "Oferta Aceita"}
      </Badge>
    );
  }
  if (status === "RECUSADO") {
    return (
      <Badge $tone="danger" data-testid="interest-status">
        <X size={14} aria-hidden />
        Oferta Recusada
      </Badge>
    );
  }
  return null;
}
