import { Prisma } from "../db/generated/prisma/client.ts";
import type { Db } from "../db/database.ts";
import type { Position } from "./searchCursor.ts";

// The newest matches of a text search, which its first page ranks (server/domain/rankedSearch.ts).
//
// In creation order, a search would read every one of its matches from the table to learn their dates
// before keeping the newest: at a million jobs, 'atendimento ao cliente' in Rio de Janeiro read 4,000
// rows from 4,000 pages to keep 500. Jobs carry the week they were created in the search's GIN index
// (see the search_by_week migration), so a job search reads its matches a week at a time, newest week
// first, and stops once it has enough. A search whose last whole week suggests that the newest
// `walkedWeeks` will not fill it (a rare search, or few jobs at all) reads its matches in one scan
// instead, as does what the walked weeks leave: its few matches cost less than a scan per week.

/**
 * Weeks read one by one before the rest is read at once: each costs a GIN scan of the week's jobs (under a
 * millisecond at a million jobs). At 8, a search with 60 matches a week ('atendimento ao cliente' + Rio +
 * PRESENCIAL, 4,008 in all) fell under the 63 a week that walk needs and read every match from the table;
 * at 16 it walks 7 weeks and reads 509 rows: its statement took 8 ms instead of 26 (bench/README.md).
 */
export const walkedWeeks = 16;

/**
 * Jobs below which a search reads its matches in one scan: on 20,000 jobs of the embedded database the walk's
 * statement took 11 ms where one scan took 4.5 (planning three scans, the probe of the last week), while at a
 * million it saved the most (bench/README.md).
 */
export const weeksFromJobs = 200_000;

/** How often a client asks again how many jobs there are: the planner's count moves slowly. */
const sizeCheckMs = 10 * 60_000;
const sizes = new WeakMap<Db, { at: number; jobs: Promise<number> }>();

/** Whether job searches on this database read week by week, from the planner's count of jobs (-1 until analyzed). */
export async function walksWeeks(db: Db): Promise<boolean> {
  const known = sizes.get(db);
  if (known && Date.now() - known.at < sizeCheckMs) return (await known.jobs) >= weeksFromJobs;
  const jobs = db.$queryRaw<{ jobs: number }[]>`SELECT reltuples::float8 AS jobs FROM pg_class WHERE oid = '"Vaga"'::regclass`.then(
    ([row]) => row?.jobs ?? 0,
    () => 0,
  );
  sizes.set(db, { at: Date.now(), jobs });
  return (await jobs) >= weeksFromJobs;
}

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
  const sinceWeek = since ? Prisma.sql`public.semana_busca(${since.c}::timestamp)` : Prisma.sql`NULL::integer`;
  // Enough matches in the last whole week for the walked weeks to fill the limit at that pace.
  const perWeek = Math.ceil(limit / walkedWeeks);
  const dense = Prisma.sql`(SELECT count(*) FROM (SELECT 1 FROM ${table} t
    ${whereAll([...conditions, Prisma.sql`t."semanaBusca" = h.newest - 1`])} LIMIT ${perWeek}) p) >= ${perWeek}`;
  // Weeks from `cut` up are read one by one, those before it in one scan (the week `cut - 1` of the series
  // stands for them all). A later page walks no further than its position's week.
  return Prisma.sql`
    SELECT r.id, r."createdAt", r."busca"
    FROM (SELECT public.semana_busca(max(t."createdAt")) AS newest FROM ${table} t ${whereAll(weeksOf)}) h
    CROSS JOIN LATERAL (
      SELECT CASE WHEN ${sinceWeek} > h.newest - ${walkedWeeks} OR ${dense} THEN h.newest - ${walkedWeeks} + 1 ELSE h.newest + 1 END AS cut
      -- Kept a subquery (OFFSET 0), so that the count runs once: pulled up, it ran in each of the four places cut is read.
      OFFSET 0
    ) c
    CROSS JOIN LATERAL generate_series(h.newest, greatest(c.cut - 1, ${sinceWeek}), -1) AS w(semana)
    CROSS JOIN LATERAL (
      (SELECT ${columns} FROM ${table} t
       ${whereAll([...conditions, Prisma.sql`w.semana >= c.cut`, Prisma.sql`t."semanaBusca" = w.semana`])}
       ${newestFirst} LIMIT ${limit})
      UNION ALL
      -- By date, not by week: a range of weeks in the GIN index would collect every job of those weeks.
      (SELECT ${columns} FROM ${table} t
       ${whereAll([...conditions, Prisma.sql`w.semana = c.cut - 1`, Prisma.sql`t."createdAt" < public.semana_inicio(c.cut)`])}
       ${newestFirst} LIMIT ${limit})
    ) r
    -- After the scans, not inside them: there, the planner would meet the position's dates with every row of
    -- the text's single-column GIN, for common words 100,000 or more (the plan that made 941175c revert whole words).
    ${position ? Prisma.sql`WHERE (r."createdAt", r.id) >= ${position}` : Prisma.empty}
    LIMIT ${limit}`;
}
