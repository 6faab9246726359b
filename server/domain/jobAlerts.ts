import { requireCandidate } from "../auth/policy.ts";
import { Prisma } from "../db/generated/prisma/client.ts";
import { alertRenameSchema } from "../../shared/validation/alertName.ts";
import { alertSchema, maxAlertsPerCandidate, type AlertSearch } from "../../shared/validation/jobAlert.ts";
import type { DomainContext } from "./context.ts";
import { ConflictError, NotFoundError } from "./errors.ts";
import { parseInput } from "./validate.ts";

// A candidate's job alerts: create one from a search, rename, pause, resume and
// delete it. Only the candidate reaches them; another's alert is not found, so
// its existence is not revealed. What an alert tells of is alertSweep.ts's.

export const alertNotFound = () => new NotFoundError("Alerta não encontrado");

/** The list's order, newest first; the id settles alerts of the same instant. */
export const alertsOrder = [{ createdAt: "desc" as const }, { id: "desc" as const }];

const searchFields = ["texto", "localizacao", "areaAtuacao", "nivelVaga", "tipoContrato", "modalidadeTrabalho", "pcd"] as const;

type StoredSearch = { [field in (typeof searchFields)[number]]: string | null };

const sameSearch = (a: StoredSearch, b: AlertSearch) => searchFields.every((field) => a[field] === b[field]);

/**
 * A new alert of the signed-in candidate for a search, active from now: jobs
 * published before it never notify. Refused past the cap, or when one of the
 * candidate's alerts already watches the same search.
 */
export async function createAlert(ctx: DomainContext, input: unknown) {
  const { candidatoId } = requireCandidate(ctx.viewer);
  const { nome, busca } = parseInput(alertSchema, input);
  return ctx.db.$transaction(async (tx) => {
    // The candidate's row is the lock: two creations at once are counted one after the other, so the cap holds.
    await tx.$queryRaw`SELECT 1 FROM "Candidato" WHERE id = ${candidatoId} FOR UPDATE`;
    const alerts = await tx.alertaVaga.findMany({
      where: { candidatoId },
      select: { nome: true, texto: true, localizacao: true, areaAtuacao: true, nivelVaga: true, tipoContrato: true, modalidadeTrabalho: true, pcd: true },
    });
    if (alerts.length >= maxAlertsPerCandidate) {
      throw new ConflictError(`Você já tem ${maxAlertsPerCandidate} alertas, o máximo. Exclua um para criar outro.`);
    }
    const same = alerts.find((alert) => sameSearch(alert, busca));
    if (same) throw new ConflictError(`Você já tem um alerta para esta busca: "${same.nome}"`);
    return tx.alertaVaga.create({ data: { candidatoId, nome, ...busca } });
  });
}

/** One of the signed-in candidate's alerts, changed; another's is not found. */
async function changeAlert(ctx: DomainContext, id: string, data: Prisma.AlertaVagaUpdateInput) {
  const { candidatoId } = requireCandidate(ctx.viewer);
  try {
    return await ctx.db.alertaVaga.update({ where: { id, candidatoId }, data });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025") throw alertNotFound();
    throw error;
  }
}

export const renameAlert = (ctx: DomainContext, id: string, nome: unknown) => {
  requireCandidate(ctx.viewer);
  return changeAlert(ctx, id, parseInput(alertRenameSchema, { nome }));
};

/** Pausing a paused alert changes nothing. */
export const pauseAlert = (ctx: DomainContext, id: string) => changeAlert(ctx, id, { ativo: false });

/**
 * Resumes a paused alert from now: the jobs published while it was paused are
 * not told of. Resuming an active alert changes nothing.
 */
export async function resumeAlert(ctx: DomainContext, id: string) {
  const { candidatoId } = requireCandidate(ctx.viewer);
  const now = new Date();
  await ctx.db.alertaVaga.updateMany({ where: { id, candidatoId, ativo: false }, data: { ativo: true, ativoDesde: now, verificadoAte: now } });
  const alert = await ctx.db.alertaVaga.findFirst({ where: { id, candidatoId } });
  if (!alert) throw alertNotFound();
  return alert;
}

/** Deletes one of the signed-in candidate's alerts (with its record of jobs told of); returns the candidate's id. */
export async function deleteAlert(ctx: DomainContext, id: string): Promise<string> {
  const { candidatoId } = requireCandidate(ctx.viewer);
  const { count } = await ctx.db.alertaVaga.deleteMany({ where: { id, candidatoId } });
  if (count === 0) throw alertNotFound();
  return candidatoId;
}
