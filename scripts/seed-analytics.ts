// The demo's analytics (see seed.ts): each seeded application's status history, and
// job page views per day, so /company/analytics shows a living company. From a PRNG
// of their own, so the rest of the demo stays as it was.
import type { StatusCandidatura, StatusVaga } from "../server/db/generated/prisma/enums.ts";
import { addDays, brazilDay } from "../shared/analyticsPeriod.ts";
import { pipelineStages } from "../shared/pipeline.ts";

/** The statuses an application went through to reach `status`: every stage before it; a rejection after the company's first look. */
export function pathTo(status: StatusCandidatura): StatusCandidatura[] {
  if (status === "REJEITADA" || status === "REJEITADA_PELA_EMPRESA") return ["ENVIADA", "VISUALIZADA_PELA_EMPRESA", status];
  const reached = pipelineStages.slice(0, pipelineStages.indexOf(status === "APROVADA_PELA_EMPRESA" ? "APROVADA" : (status as (typeof pipelineStages)[number])) + 1);
  return status === "APROVADA_PELA_EMPRESA" ? [...reached.slice(0, -1), status] : reached;
}

interface SeededApplication {
  id: string;
  statusCandidatura: StatusCandidatura;
  dataCandidatura: Date;
  updatedAt: Date;
}

/** An application's history: its steps spread between when it was sent and its last change, which the last step is. */
export function historyOf(application: SeededApplication, random: () => number) {
  const steps = pathTo(application.statusCandidatura);
  const sent = application.dataCandidatura.getTime();
  const span = application.updatedAt.getTime() - sent;
  const cuts = steps.slice(1, -1).map(() => random()).sort((a, b) => a - b);
  return steps.map((status, index) => ({
    candidaturaId: application.id,
    status,
    em: new Date(index === 0 ? sent : index === steps.length - 1 ? sent + span : sent + span * cuts[index - 1]!),
  }));
}

interface SeededJob {
  id: string;
  statusVaga: StatusVaga;
  createdAt: Date;
  updatedAt: Date;
}

/** Views per Brasília day since a job was published (until it was paused or closed): a handful a day, more in its first week. */
export function viewsOf(job: SeededJob, now: Date, random: () => number) {
  const first = brazilDay(job.createdAt);
  const last = brazilDay(job.statusVaga === "ATIVA" ? now : job.updatedAt);
  const rows: { vagaId: string; dia: Date; quantidade: number }[] = [];
  for (let day = first, age = 0; day <= last; day = addDays(day, 1), age++) {
    const quantidade = Math.round((age < 7 ? 4 : 1) + random() * 6);
    rows.push({ vagaId: job.id, dia: new Date(`${day}T00:00:00.000Z`), quantidade });
  }
  return rows;
}
