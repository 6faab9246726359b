import { Check, Heart, X } from "lucide-react";
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
 * The candidate's reading of an interest, one badge for one status: 'Interessada' while it awaits an
 * answer (spec §2), then 'Oferta Aceita' or 'Oferta Recusada', the same on the dashboard and the list.
 */
export function CandidateInterestBadge({ status }: { status: string }) {
  if (status === "ACEITO") {
    return (
      <Badge $tone="success" data-testid="interest-status">
        <Check size={14} aria-hidden />
        Oferta Aceita
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
  return (
    <Badge $tone="brand" data-testid="interest-status">
      <Heart size={12} aria-hidden />
      Interessada
    </Badge>
  );
}
