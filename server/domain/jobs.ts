import { requireCompany } from "../auth/policy.ts";
import type { DomainContext } from "./context.ts";
import { ConflictError, ForbiddenError, NotFoundError } from "./errors.ts";
import { canChangeJobStatus, jobStatusWords } from "../../shared/jobStatus.ts";
import { parseInput } from "./validate.ts";
import { jobSchema, jobStatusSchema } from "../../shared/validation/job.ts";

export const jobNotFound = () => new NotFoundError("Vaga não encontrada");

export const jobWithCompany = {
  empresa: { select: { nomeEmpresa: true, logoId: true } },
} as const;


/** Finds a job the signed-in company owns: 404 when it does not exist, 403 when it is another company's. */
async function ownedJob(ctx: DomainContext, id: string) {
  const { empresaId } = requireCompany(ctx.viewer);
  const vaga = await ctx.db.vaga.findUnique({ where: { id }, select: { id: true, empresaId: true, statusVaga: true } });
  if (!vaga) throw jobNotFound();
  if (vaga.empresaId !== empresaId) throw new ForbiddenError("Esta vaga pertence a outra empresa");
  return vaga;
}

export async function createJob(ctx: DomainContext, input: unknown) {
  const { empresaId } = requireCompany(ctx.viewer);
  const data = parseInput(jobSchema, input);
  return ctx.db.vaga.create({ data: { ...data, empresaId }, select: { id: true } });
}

/** Replaces the job's fields; fields left out keep their current values. */
export async function updateJob(ctx: DomainContext, id: string, input: Record<string, unknown>) {
  await ownedJob(ctx, id);
  const current = await ctx.db.vaga.findUniqueOrThrow({ where: { id } });
  const merged = {
    ...current,
    prazoCandidatura: current.prazoCandidatura?.toISOString().slice(0, 10) ?? null,
    ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
  };
  const data = parseInput(jobSchema, merged);
  return ctx.db.vaga.update({ where: { id }, data, select: { id: true } });
}

/** Refuses a status change the rules do not allow; returns the job as it is now. */
export async function checkJobStatusChange(ctx: DomainContext, id: string, status: unknown) {
  const next = parseInput(jobStatusSchema, status);
  const vaga = await ownedJob(ctx, id);
  if (!canChangeJobStatus(vaga.statusVaga, next)) {
    throw new ConflictError(
      vaga.statusVaga === next
        ? `A vaga já está ${jobStatusWords[next]}`
        : `Uma vaga ${jobStatusWords[vaga.statusVaga]} não pode passar a ${jobStatusWords[next]}`,
    );
  }
  return { vaga, next };
}

export async function changeJobStatus(ctx: DomainContext, id: string, status: unknown) {
  const { vaga, next } = await checkJobStatusChange(ctx, id, status);
  // Conditional on the status we checked, so two racing changes cannot both apply.
  const { count } = await ctx.db.vaga.updateMany({ where: { id, statusVaga: vaga.statusVaga }, data: { statusVaga: next } });
  if (count === 0) throw new ConflictError("A vaga foi alterada ao mesmo tempo por outra pessoa. Recarregue e tente novamente.");
  return { id };
}

/** Deletes the job; its applications and interests go with it (ON DELETE CASCADE). */
export async function deleteJob(ctx: DomainContext, id: string) {
  await ownedJob(ctx, id);
  await ctx.db.vaga.deleteMany({ where: { id } });
  return { id };
}

/** Any job, for anyone: the job page shows paused and closed jobs with their notice. */
export async function getJob(ctx: DomainContext, id: string) {
  const vaga = await ctx.db.vaga.findUnique({ where: { id }, include: jobWithCompany });
  if (!vaga) throw jobNotFound();
  return vaga;
}

/** All of the signed-in company's jobs, newest first, whatever their status. */
export async function listCompanyJobs(ctx: DomainContext) {
  const { empresaId } = requireCompany(ctx.viewer);
  return ctx.db.vaga.findMany({
    where: { empresaId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: { ...jobWithCompany, _count: { select: { candidaturas: true } } },
  });
}
