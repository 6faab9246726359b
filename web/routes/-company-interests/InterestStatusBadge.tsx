import { interestLabels } from "../../../server/domain/pipeline.ts";
import { Badge, type BadgeTone } from "../../components/Badge.tsx";

type KnownStatus = keyof typeof interestLabels;

const tones: Record<KnownStatus, BadgeTone> = { PENDENTE: "warning", ACEITO: "success", RECUSADO: "danger" };

const isKnown = (status: string): status is KnownStatus => Object.hasOwn(interestLabels, status);

/** Pendente (yellow), Aceito (green), Recusado (red): spec §4. */
export function InterestStatusBadge({ status }: { status: string }) {
  return (
    <Badge $tone={isKnown(status) ? tones[status] : "neutral"} data-testid="interest-status">
      {isKnown(status) ? interestLabels[status] : status}
    </Badge>
  );
}
