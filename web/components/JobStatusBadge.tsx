import { statusVagaLabels } from "../../server/domain/catalog.ts";
import { Badge, type BadgeTone } from "./Badge.tsx";

const tones: Record<string, BadgeTone> = { ATIVA: "success", PAUSADA: "warning", ENCERRADA: "danger" };

/** Ativa (green), Pausada (yellow), Encerrada (red); any unknown status reads as closed. */
export function JobStatusBadge({ status }: { status: string }) {
  const known = status in statusVagaLabels ? (status as keyof typeof statusVagaLabels) : "ENCERRADA";
  return <Badge $tone={tones[known]}>{statusVagaLabels[known]}</Badge>;
}
