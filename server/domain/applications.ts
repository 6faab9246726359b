import { requireCandidate } from "../auth/policy.ts";
import type { StatusCandidatura } from "../db/generated/prisma/enums.ts";
import type { DomainContext } from "./context.ts";
import { jobWithCompany } from "./jobs.ts";

/** Statuses that end an application: it no longer counts among the candidate's active ones. */
export const inactiveApplicationStatuses: readonly StatusCandidatura[] = ["REJEITADA", "REJEITADA_PELA_EMPRESA"];

/** The candidate profile of the signed-in candidate user; every candidate-only rule starts here. */
export async function viewerCandidateId(ctx: DomainContext): Promise<string> {
  const user = requireCandidate(ctx.viewer);
  const candidato = await ctx.db.candidato.findUniqueOrThrow({ where: { userId: user.id }, select: { id: true } });
  return candidato.id;
}

/** The signed-in candidate's applications, newest first. */
export async function listCandidateApplications(ctx: DomainContext) {
  const candidatoId = await viewerCandidateId(ctx);
  return ctx.db.candidatura.findMany({
    where: { candidatoId },
    orderBy: [{ dataCandidatura: "desc" }, { id: "desc" }],
    include: { vaga: { include: jobWithCompany }, candidato: { select: { nomeCompleto: true } } },
  });
}
