import { Prisma } from "../db/generated/prisma/client.ts";
import type { JobSearchFilters } from "../../shared/jobSearch.ts";
import type { DomainContext } from "./context.ts";
import { InvalidInputError } from "./errors.ts";
import { citiesBeginningAll, jobSearchConditions, parseJobFilters, type CitiesBeginning } from "./jobSearch.ts";
import { alertMatched } from "./noticeDrafts.ts";
import { withNotices } from "./notifications.ts";
import { planEachTime } from "../db/preparedStatements.ts";

// What job alerts tell of: active jobs that match an alert's search, as /jobs
// would list them for it (the search's own conditions, jobSearchConditions),
// published after the alert was created or last resumed, each once per alert.
//
// A sweep reads the newest publication among active jobs, then walks the
// active alerts in batches. Each batch is one transaction that locks its
// alerts, finds the jobs each has not told of in one statement (a subquery per
// alert over the partial index of active jobs by publication, from the
// alert's last check), records them (the key of AlertaVagaNotificada makes
// each alert and job once), makes one notice per alert that found any, and
// moves the alerts' check up to the newest publication. Its cost follows the
// number of alerts and of new jobs, never the number of old jobs; with no
// active alert it is one statement.
//
// Safe with several processes on one database: a batch's alerts are locked
// (others wait, then find the jobs recorded), the record refuses a job twice,
// and a notice's key names its alert and its first new job. A crash rolls the
// batch back, and the next sweep (at start-up, hourly, after a publication)
// does it again.

/** Alerts checked per transaction, with one statement for all their matches. */
export const alertBatch = 100;
/** The newest jobs one run of an alert tells of; a notice of more says 'Mais de 50', and its search lists them all. */
export const maxJobsPerNotice = 50;

/**
 * How far before its last check an alert looks again: a job's publication is
 * stamped when its transaction starts, so it may commit just after a newer
 * one's sweep. The record keeps the overlap from telling of a job twice.
 */
const lookBack = Prisma.sql`interval '1 minute'`;

const timestamp = (column: Prisma.Sql) => Prisma.sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS')`;

interface SweptAlert {
  id: string;
  nome: string;
  userId: string;
  texto: string | null;
  localizacao: string | null;
  areaAtuacao: string | null;
  nivelVaga: string | null;
  tipoContrato: string | null;
  modalidadeTrabalho: string | null;
  pcd: string | null;
  /** Jobs published after this (the database's timestamp text) are new to the alert. */
  desde: string;
}

interface Match {
  alerta: string;
  id: string;
  titulo: string;
  nomeEmpresa: string;
}

export interface SweepOptions {
  /**
   * Every active alert, rather than those whose last check is older than the
   * newest publication: after a publication, whose job may be older than a
   * publication a sweep has seen meanwhile.
   */
  all?: boolean;
}

type SweepContext = Pick<DomainContext, "db" | "config" | "noticeEvents">;

const searchOf = (alert: SweptAlert): JobSearchFilters => ({
  texto: alert.texto,
  localizacao: alert.localizacao,
  areaAtuacao: alert.areaAtuacao,
  nivelVaga: alert.nivelVaga,
  tipoContrato: alert.tipoContrato,
  modalidadeTrabalho: alert.modalidadeTrabalho,
  pcd: alert.pcd,
});

/** Checks the active alerts against the jobs published since their last check; returns how many notices it made. */
export async function sweepAlerts(ctx: SweepContext, options: SweepOptions = {}): Promise<number> {
  // One statement when there is nothing to do: no active job, or no active alert (due, unless all are asked for).
  const [{ newest } = { newest: null }] = await ctx.db.$queryRaw<{ newest: string | null }[]>`
    WITH published AS (SELECT max("publicadaEm") AS at FROM "Vaga" WHERE "statusVaga" = 'ATIVA')
    SELECT ${timestamp(Prisma.sql`p.at`)} AS newest FROM published p
    WHERE EXISTS (SELECT 1 FROM "AlertaVaga" a WHERE a.ativo ${options.all ? Prisma.empty : Prisma.sql`AND a."verificadoAte" < p.at`})`;
  if (!newest) return 0;
  let after = "";
  let notices = 0;
  for (;;) {
    const batch = await withNotices(ctx, async (tx, notify) => {
      // In id order, so that two sweeps lock the alerts they share in the same order and never deadlock.
      const alerts = await tx.$queryRaw<SweptAlert[]>`
        SELECT a.id, a.nome, c."userId", a.texto, a.localizacao, a."areaAtuacao", a."nivelVaga"::text AS "nivelVaga",
               a."tipoContrato"::text AS "tipoContrato", a."modalidadeTrabalho"::text AS "modalidadeTrabalho",
               a.pcd::text AS pcd,
               ${timestamp(Prisma.sql`greatest(a."ativoDesde", a."verificadoAte" - ${lookBack})`)} AS desde
        FROM "AlertaVaga" a JOIN "Candidato" c ON c.id = a."candidatoId"
        WHERE a.ativo AND a.id > ${after} ${options.all ? Prisma.empty : Prisma.sql`AND a."verificadoAte" < ${newest}::timestamp`}
        ORDER BY a.id
        LIMIT ${alertBatch}
        FOR UPDATE OF a`;
      if (alerts.length === 0) return null;

      const found = await newJobs(tx, alerts);
      // Recorded in one statement; a job another sweep recorded first is not returned, and not told of.
      const recorded = found.length
        ? await tx.alertaVagaNotificada.createManyAndReturn({
            data: found.map(({ alerta, id }) => ({ alertaId: alerta, vagaId: id })),
            skipDuplicates: true,
            select: { alertaId: true, vagaId: true },
          })
        : [];
      const isNew = new Set(recorded.map((pair) => `${pair.alertaId} ${pair.vagaId}`));
      const byAlert = new Map<string, Match[]>();
      for (const match of found) byAlert.set(match.alerta, [...(byAlert.get(match.alerta) ?? []), match]);
      let made = 0;
      for (const alert of alerts) {
        // The one past the notice's size is recorded too: the notice says there were more ('Mais de 50').
        const matches = byAlert.get(alert.id) ?? [];
        const jobs = matches.slice(0, maxJobsPerNotice).filter((match) => isNew.has(`${alert.id} ${match.id}`));
        if (jobs.length === 0) continue;
        await notify(alertMatched({ alert: { ...alert, search: searchOf(alert) }, jobs, more: matches.length > maxJobsPerNotice }));
        made++;
      }
      await tx.$executeRaw`
        UPDATE "AlertaVaga" SET "verificadoAte" = greatest("verificadoAte", ${newest}::timestamp)
        WHERE id IN (${Prisma.join(alerts.map((alert) => alert.id))})`;
      return { last: alerts.at(-1)!.id, made, full: alerts.length === alertBatch };
    });
    if (!batch) return notices;
    notices += batch.made;
    if (!batch.full) return notices;
    after = batch.last;
  }
}

type Tx = Parameters<Parameters<typeof withNotices>[1]>[0];

/**
 * The alert's search as /jobs runs it. Its values passed the search's own
 * checks when it was saved; one that no longer does (an area taken out of the
 * catalog) matches nothing rather than stopping every other alert's sweep.
 */
async function conditionsOf(tx: Tx, alert: SweptAlert, cities: CitiesBeginning): Promise<Prisma.Sql[]> {
  try {
    return await jobSearchConditions(tx, parseJobFilters(searchOf(alert)), "ATIVA", cities);
  } catch (error) {
    if (error instanceof InvalidInputError) return [Prisma.sql`FALSE`];
    throw error;
  }
}

/**
 * The jobs each alert has not told of, published since it last looked, newest
 * first, at most one more than a notice names (to know there were more): one
 * statement for the whole batch, each alert's part built from its search as
 * /jobs builds it. The places that need the cities they begin are looked up
 * together first.
 */
async function newJobs(tx: Tx, alerts: SweptAlert[]): Promise<Match[]> {
  const cities = await citiesBeginningAll(tx, alerts.map((alert) => alert.localizacao));
  const parts = await Promise.all(
    alerts.map(async (alert) => {
      const conditions = await conditionsOf(tx, alert, cities);
      return Prisma.sql`(
        SELECT ${alert.id}::text AS alerta, t.id, t.titulo, t."empresaId", t."publicadaEm" FROM "Vaga" t
        WHERE ${Prisma.join(conditions, " AND ")} AND t."publicadaEm" > ${alert.desde}::timestamp
          AND NOT EXISTS (SELECT 1 FROM "AlertaVagaNotificada" n WHERE n."alertaId" = ${alert.id} AND n."vagaId" = t.id)
        ORDER BY t."publicadaEm" DESC, t.id DESC
        LIMIT ${maxJobsPerNotice + 1})`;
    }),
  );
  return tx.$queryRaw<Match[]>`${planEachTime}
    SELECT m.alerta, m.id, m.titulo, e."nomeEmpresa" FROM (${Prisma.join(parts, " UNION ALL ")}) m
    JOIN "Empresa" e ON e.id = m."empresaId"
    ORDER BY m.alerta, m."publicadaEm" DESC, m.id DESC`;
}
