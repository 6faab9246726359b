import { Check, X } from "lucide-react";
import { interestLabels } from "../../../shared/pipeline.ts";
import { Badge, type BadgeTone } from "../../components/Badge.tsx";

type InterestStatus = keyof typeof interestLabels;

const tones: Record<InterestStatus, BadgeTone> = { PENDENTE: "warning", ACEITO: "success", RECUSADO: "danger" };

const isInterestStatus = (status: string): status is InterestStatus => Object.hasOwn(interestLabels, status);

/** The company's reading: Pendente (yellow), Aceito (green), Recusado (red), spec §4. */
export function InterestStatusBadge({ status }: { status: string }) {
  return (
    <Badge $tone={isInterestStatus(status) ? tones[status] : "neutral"} data-testid="interest-status">
      {isInterestStatus(status) ? interestLabels[status] : status}
    </Badge>
  );
}

/**
 * The candidate's reading of an answered interest: 'Oferta Aceita' / 'Oferta Recusada' (or the short
 * 'Aceito' on the dashboard). A PENDENTE interest shows nothing here: its card offers the answer instead.
 */
export function InterestAnswerBadge({ status, short = false }: { status: string; short?: boolean }) {
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
