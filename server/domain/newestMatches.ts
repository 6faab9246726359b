import { Prisma } from "../db/generated/prisma/client.ts";
import type { Position } from "./searchCursor.ts";

// The newest matches of a text search, which its first page ranks (server/domain/rankedSearch.ts).
//
// In creation order, a search would read every one of its matches from the table to learn their dates
// before keeping the newest: at a million jobs, 'atendimento ao cliente' in Rio de Janeiro read 4,000
// rows from 4,000 pages to keep 500. Jobs carry the week they were created in the search's GIN index
// (see the search_by_week migration), so a job search reads its matches a week at a time, newest week
// first, and stops once it has enough. A search that the newest `walkedWeeks` do not fill reads what
// remains in one scan, as before: a rare search finds its few matches there without scanning each week.

/** Weeks read one by one before the rest is read at once: each costs a GIN scan of the week's jobs. */
export const walkedWeeks = 8;

interface Read {
  table: Prisma.Sql;
  /** Every condition of the search on alias `t`: filters, place and text. */
  conditions: Prisma.Sql[];
  /** Only the matches at or after this position (a later page ranks down to its first page's boundary). */
  since: Position | null;
  limit: number;
  /**
   * The conditions that say which rows the search draws from, when the table has weeks ("semanaBusca");
   * the newest of them is where the weeks start. Without it, the matches are read in one scan.
   */
  weeksOf?: Prisma.Sql[] | undefined;
}

const columns = Prisma.sql`t.id, t."createdAt", t."busca"`;
const newestFirst = Prisma.sql`ORDER BY t."createdAt" DESC, t.id DESC`;

const whereAll = (conditions: Prisma.Sql[]) => (conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty);

/** A SELECT of id, "createdAt" and busca of the newest `limit` matches, newest first. */
export function newestMatches({ table, conditions, since, limit, weeksOf }: Read): Prisma.Sql {
  const position = since && Prisma.sql`(${since.c}::timestamp, ${since.i})`;
  if (!weeksOf?.length) {
    const bound = position ? [Prisma.sql`(t."createdAt", t.id) >= ${position}`] : [];
    return Prisma.sql`SELECT ${columns} FROM ${table} t ${whereAll([...conditions, ...bound])} ${newestFirst} LIMIT ${limit}`;
  }
  // Weeks from the newest down to `lowest`; the week just past the walked ones stands for all older weeks.
  const rest = Prisma.sql`h.newest - ${walkedWeeks}`;
  const lowest = since ? Prisma.sql`greatest(${rest}, public.semana_busca(${since.c}::timestamp))` : rest;
  // A nested loop over the weeks in order, each week's matches sorted, under a LIMIT that stops it. The weeks
  // walked stop at the position's, and the position leaves out older rows after the scans, not inside them:
  // there, the planner would meet the dates with every row of the text's single-column GIN, for common words
  // 100,000 or more (the plan that made commit 941175c revert the whole words).
  return Prisma.sql`
    SELECT r.id, r."createdAt", r."busca"
    FROM (SELECT public.semana_busca(max(t."createdAt")) AS newest FROM ${table} t ${whereAll(weeksOf)}) h
    CROSS JOIN LATERAL generate_series(h.newest, ${lowest}, -1) AS w(semana)
    CROSS JOIN LATERAL (
      (SELECT ${columns} FROM ${table} t
       ${whereAll([...conditions, Prisma.sql`w.semana > ${rest}`, Prisma.sql`t."semanaBusca" = w.semana`])}
       ${newestFirst} LIMIT ${limit})
      UNION ALL
      -- By date, not by week: a range of weeks in the GIN index would collect every job of those weeks.
      (SELECT ${columns} FROM ${table} t
       ${whereAll([...conditions, Prisma.sql`w.semana = ${rest}`, Prisma.sql`t."createdAt" < public.semana_inicio(${rest} + 1)`])}
       ${newestFirst} LIMIT ${limit})
    ) r
    ${since ? Prisma.sql`WHERE (r."createdAt", r.id) >= ${position}` : Prisma.empty}
    LIMIT ${limit}`;
}
