import { takesApplications } from "../../shared/jobStatus.ts";
import { requireCandidate, requireCompany } from "../auth/policy.ts";
import type { Db } from "../db/database.ts";
import { Prisma } from "../db/generated/prisma/client.ts";
import type { StatusCandidatura, StatusVaga } from "../db/generated/prisma/enums.ts";
import type { DomainContext } from "./context.ts";
import { ConflictError, NotFoundError } from "./errors.ts";
import { applicationTransitions, candidateApplicationLabels, companyApplicationLabels, withdrawableStatus } from "../../shared/pipeline.ts";
import { jobNotFound } from "./jobs.ts";
import { applicationMoved, applicationNoticeSelect, applicationReceived, applicationWithdrawn } from "./noticeDrafts.ts";
import { withNotices } from "./notifications.ts";
import { parseInput } from "./validate.ts";
import { applicationStatusSchema, applySchema } from "../../shared/validation/application.ts";

/** Statuses that end an application: it no longer counts among the candidate's active ones. */
export const inactiveApplicationStatuses: readonly StatusCandidatura[] = ["REJEITADA", "REJEITADA_PELA_EMPRESA"];

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export const alreadyApplied = () => new ConflictError("Você já se candidatou a esta vaga anteriormente.");

/**
 * Applies the signed-in candidate to an ATIVA job, once. The job row is read
 * FOR SHARE so a pause or close cannot slip in between the check and the
 * insert; the unique (candidatoId, vagaId) index refuses a second application
 * even when requests race.
 */
export async function applyToJob(ctx: DomainContext, input: unknown) {
  const { candidatoId } = requireCandidate(ctx.viewer);
  const { vagaId, cartaApresentacao } = parseInput(applySchema, input);
  return withNotices(ctx, async (tx, notify) => {
    const [vaga] = await tx.$queryRaw<{ status: StatusVaga; prazo: string | null }[]>`
      SELECT "statusVaga"::text AS status, to_char("prazoCandidatura", 'YYYY-MM-DD') AS prazo
      FROM "Vaga" WHERE id = ${vagaId} FOR SHARE`;
    if (!vaga) throw jobNotFound();
    if (!takesApplications(vaga.status)) throw new ConflictError("Esta vaga não está recebendo candidaturas no momento");
    if (vaga.prazo && vaga.prazo < todayInBrazil()) throw new ConflictError("O prazo de candidatura desta vaga terminou");
    const sentAt = new Date();
    const application = await tx.candidatura
      .create({
        data: { vagaId, candidatoId, cartaApresentacao, dataCandidatura: sentAt, historico: { create: { status: "ENVIADA", em: sentAt } } },
        select: applicationNoticeSelect,
      })
      .catch((error: unknown) => {
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw alreadyApplied();
        throw error;
      });
    await notify(applicationReceived(withApplicant(application)));
    return { id: application.id };
  });
}

/** An application the candidate is acting on: theirs, so its candidate is there (only a deleted account leaves none). */
function withApplicant<T extends { id: string; candidato: { id: string; nomeCompleto: string; userId: string } | null }>(application: T) {
  if (!application.candidato) throw new Error(`application ${application.id} has no candidate`);
  return { ...application, candidato: application.candidato };
}

/** The calendar date in Brasília time: a deadline lasts until the end of its day there. */
export const todayInBrazil = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());

const applicationNotFound = () => new NotFoundError("Candidatura não encontrada");

/** The candidate withdraws (deletes) their own application, only while ENVIADA. */
export async function withdrawApplication(ctx: DomainContext, id: string) {
  const { candidatoId } = requireCandidate(ctx.viewer);
  // Conditional delete: a company opening the application at the same moment wins or loses cleanly.
  const withdrawn = await withNotices(ctx, async (tx, notify) => {
    const application = await tx.candidatura.findFirst({ where: { id, candidatoId }, select: applicationNoticeSelect });
    const { count } = await tx.candidatura.deleteMany({ where: { id, candidatoId, statusCandidatura: withdrawableStatus } });
    if (count === 1 && application) await notify(applicationWithdrawn(withApplicant(application)));
    return count === 1;
  });
  if (withdrawn) return { id };
  const found = await ctx.db.candidatura.findUnique({ where: { id }, select: { candidatoId: true, statusCandidatura: true } });
  if (!found || found.candidatoId !== candidatoId) throw applicationNotFound();
  throw new ConflictError(
    `Esta candidatura está ${candidateApplicationLabels[found.statusCandidatura].toLowerCase()}: só é possível retirar uma candidatura enquanto ela está enviada`,
  );
}

/** An application of one of the signed-in company's jobs: 404 when it is not theirs. */
async function companyApplication(ctx: DomainContext, id: string) {
  const { empresaId } = requireCompany(ctx.viewer);
  const found = await ctx.db.candidatura.findFirst({ where: { id, vaga: { empresaId } }, select: { ...applicationNoticeSelect, statusCandidatura: true } });
  if (!found) throw applicationNotFound();
  return found;
}

/**
 * Moves an application from `from` to `to` unless someone moved it first (then 0),
 * and records the step in its history, in the caller's transaction.
 */
async function moveApplication(tx: Tx, id: string, from: StatusCandidatura, to: StatusCandidatura): Promise<number> {
  const at = new Date();
  const { count } = await tx.candidatura.updateMany({ where: { id, statusCandidatura: from }, data: { statusCandidatura: to, updatedAt: at } });
  if (count === 1) await tx.candidaturaHistorico.create({ data: { candidaturaId: id, status: to, em: at }, select: { id: true } });
  return count;
}

/** The company moves an application along the pipeline (see pipeline.ts); anything else is refused. */
export async function changeApplicationStatus(ctx: DomainContext, id: string, status: unknown) {
  const next = parseInput(applicationStatusSchema, status);
  const current = await companyApplication(ctx, id);
  if (!applicationTransitions[current.statusCandidatura].includes(next)) {
    throw new ConflictError(
      `Uma candidatura ${companyApplicationLabels[current.statusCandidatura].toLowerCase()} não pode passar a ${companyApplicationLabels[next].toLowerCase()}`,
    );
  }
  const count = await withNotices(ctx, async (tx, notify) => {
    const count = await moveApplication(tx, id, current.statusCandidatura, next);
    if (count === 1 && current.candidato) await notify(applicationMoved({ ...current, candidato: current.candidato }, next));
    return count;
  });
  if (count === 0) throw new ConflictError("A candidatura foi alterada ao mesmo tempo por outra pessoa. Recarregue e tente novamente.");
  return { id };
}

/** The first time the company opens an application, the candidate sees it as Visualizada. */
export async function markApplicationViewed(ctx: DomainContext, id: string) {
  const application = await companyApplication(ctx, id);
  await withNotices(ctx, async (tx, notify) => {
    const count = await moveApplication(tx, id, "ENVIADA", "VISUALIZADA_PELA_EMPRESA");
    if (count === 1 && application.candidato) await notify(applicationMoved({ ...application, candidato: application.candidato }, "VISUALIZADA_PELA_EMPRESA"));
  });
  // The candidate may have withdrawn it a moment ago.
  const opened = await ctx.db.candidatura.findUnique({ where: { id } });
  if (!opened) throw applicationNotFound();
  return opened;
}
