import { requireCompany } from "../auth/policy.ts";
import { announceJobPublished } from "../events/jobPublications.ts";
import type { DomainContext } from "./context.ts";
import { ConflictError, ForbiddenError, NotFoundError } from "./errors.ts";
import { canChangeJobStatus, jobStatusWords } from "../../shared/jobStatus.ts";
import type { StatusVaga } from "../db/generated/prisma/enums.ts";
import { parseInput } from "./validate.ts";
import { jobSchema, jobStatusSchema } from "../../shared/validation/job.ts";

export const jobNotFound = () => new NotFoundError("Vaga não encontrada");

export const jobWithCompany = {
  empresa: { select: { nomeEmpresa: true, logoId: true, website: true, linkRedeSocial: true } },
} as const;


/** Finds a job the signed-in company owns: 404 when it does not exist, 403 when it is another company's. */
async function ownedJob(ctx: DomainContext, id: string) {
  const { empresaId } = requireCompany(ctx.viewer);
  const vaga = await ctx.db.vaga.findUnique({ where: { id } });
  if (!vaga) throw jobNotFound();
  if (vaga.empresaId !== empresaId) throw new ForbiddenError("Esta vaga pertence a outra empresa");
  return vaga;
}

/** Creates an active job; the job alerts of this process look at it at once. */
export async function createJob(ctx: DomainContext, input: unknown) {
  const { empresaId } = requireCompany(ctx.viewer);
  const data = parseInput(jobSchema, input);
  const job = await ctx.db.vaga.create({ data: { ...data, empresaId }, select: { id: true } });
  announceJobPublished();
  return job;
}

/** The status a job may move to from `current`, or the conflict that explains why not. */
function nextStatus(current: StatusVaga, status: unknown): StatusVaga {
  const next = parseInput(jobStatusSchema, status);
  if (canChangeJobStatus(current, next)) return next;
  throw new ConflictError(
    current === next ? `A vaga já está ${jobStatusWords[next]}` : `Uma vaga ${jobStatusWords[current]} não pode passar a ${jobStatusWords[next]}`,
  );
}

const changedMeanwhile = () => new ConflictError("A vaga foi alterada ao mesmo tempo por outra pessoa. Recarregue e tente novamente.");

/**
 * Edits the job's fields (those left out keep their values) and, when given,
 * its status: everything is checked first and written in one conditional
 * UPDATE, so a refused status leaves the fields untouched and two racing
 * status changes cannot both apply.
 */
export async function updateJob(ctx: DomainContext, id: string, input: Record<string, unknown>, status?: unknown) {
  const current = await ownedJob(ctx, id);
  const next = status === undefined || status === null ? undefined : nextStatus(current.statusVaga, status);
  const merged = {
    ...current,
    prazoCandidatura: current.prazoCandidatura?.toISOString().slice(0, 10) ?? null,
    ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
  };
  const data = parseInput(jobSchema, merged);
  const { count } = await ctx.db.vaga.updateMany({
    where: { id, ...(next ? { statusVaga: current.statusVaga } : {}) },
    data: { ...data, ...(next ? { statusVaga: next } : {}) },
  });
  if (count === 0) throw changedMeanwhile();
  if (next === "ATIVA") announceJobPublished();
  return { id };
}

export async function changeJobStatus(ctx: DomainContext, id: string, status: unknown) {
  const current = await ownedJob(ctx, id);
  const next = nextStatus(current.statusVaga, status);
  const { count } = await ctx.db.vaga.updateMany({ where: { id, statusVaga: current.statusVaga }, data: { statusVaga: next } });
  if (count === 0) throw changedMeanwhile();
  if (next === "ATIVA") announceJobPublished();
  return { id };
}

/** Deletes the job; its applications and interests go with it (ON DELETE CASCADE). */
export async function deleteJob(ctx: DomainContext, id: string) {
  await ownedJob(ctx, id);
  await ctx.db.vaga.deleteMany({ where: { id } });
  return { id };
}
