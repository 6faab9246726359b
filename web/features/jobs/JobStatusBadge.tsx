import { statusVagaLabels } from "../../../shared/catalog.ts";
import { Badge, type BadgeTone } from "../../components/Badge.tsx";

const tones: Record<string, BadgeTone> = { ATIVA: "success", PAUSADA: "warning", ENCERRADA: "danger" };

/** The job page reads 'Vaga Ativa' (spec §2); lists read 'Ativa'. */
const pageLabels = { ATIVA: "Vaga Ativa", PAUSADA: "Pausada", ENCERRADA: "Encerrada" } as const;

/** Ativa (green), Pausada (yellow), Encerrada (red); any unknown status reads as closed. */
export function JobStatusBadge({ status, onJobPage = false }: { status: string; onJobPage?: boolean }) {
  const known = status in statusVagaLabels ? (status as keyof typeof statusVagaLabels) : "ENCERRADA";
  return <Badge $tone={tones[known]}>{onJobPage ? pageLabels[known] : statusVagaLabels[known]}</Badge>;
}
