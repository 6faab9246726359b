import { Prisma } from "../db/generated/prisma/client.ts";
import type { Db } from "../db/database.ts";
import { planEachTime } from "../db/preparedStatements.ts";

// How many rows a search matches, when counting them would read every one.
//
// The planner's estimate of a text search assumes its words independent, which
// job texts are not: 'marketing digital' was estimated at 527 jobs of a million
// and matches 6,054. A search that ranked its newest matches knows better: as
// rows arrive over time, matches are as frequent among all the rows of the
// search's population (a job search's: the jobs of its status) as among those
// since the oldest of the newest matches. Those rows are counted when they are
// few: the planner's statistics know nothing of rows added since the last
// ANALYZE, and a common word's newest matches may all be among them (its
// estimate of them was then 1, and 'analista' became 750,000 jobs for 133,000).
// Beyond `recentCount`, the planner estimates the range, whose statistics the
// jobs' ANALYZE threshold keeps within a fraction of it (job_search_statistics
// migration). At a million jobs, within 10% where the words' estimate was off by
// 2 to 11 times.

/** Rows since the oldest of the newest matches counted one by one, at most: an index-only walk of a few milliseconds. */
const recentCount = 5_000;

interface Search {
  /** The table, aliased `t`, with a createdAt column. */
  table: Prisma.Sql;
  /** The search's conditions other than its text. */
  filters: Prisma.Sql[];
  /** Its text's condition, if any. */
  match: Prisma.Sql | null;
  /**
   * The newest `matches` matches are those created since `createdAt` (PostgreSQL's timestamp text), among
   * the rows of `population` (conditions of `filters` that a walk newest first through an index answers).
   */
  newest: { createdAt: string; matches: number; population: Prisma.Sql[] } | null;
}

/** The estimated number of matches, rounded down to two significant digits so that it does not pass for a count. */
export async function estimateMatches(db: Db, { table, filters, match, newest }: Search): Promise<number> {
  const where = (conditions: Prisma.Sql[]) => (conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty);
  if (!newest) {
    const [rows = 0] = await plannedRows(db, Prisma.sql`SELECT 1 FROM ${table} t ${where(match ? [...filters, match] : filters)}`);
    return roundDown(rows);
  }
  const recent = [...newest.population, Prisma.sql`t."createdAt" >= ${newest.createdAt}::timestamp`];
  // One statement plans both branches, the rows since then and all of them; the other counts the first, up to a limit.
  const [[, plannedRecent = 0, all = 0], [counted]] = await Promise.all([
    plannedRows(db, Prisma.sql`SELECT 1 FROM ${table} t ${where(recent)} UNION ALL SELECT 1 FROM ${table} t ${where(newest.population)}`),
    db.$queryRaw<{ rows: number }[]>`${planEachTime}
      SELECT count(*)::int AS rows FROM (
        SELECT 1 FROM ${table} t ${where(recent)} ORDER BY t."createdAt" DESC LIMIT ${recentCount + 1}
      ) recent`,
  ]);
  const since = counted && counted.rows <= recentCount ? counted.rows : plannedRecent;
  return roundDown(Math.min(all, (newest.matches * all) / Math.max(since, 1)));
}

interface Plan {
  "Plan Rows": number;
  Plans?: Plan[];
}

/** The planner's row estimates: of the whole statement, then of each of its branches. */
async function plannedRows(db: Db, query: Prisma.Sql): Promise<number[]> {
  const [row] = await db.$queryRaw<{ "QUERY PLAN": [{ Plan: Plan }] }[]>`${planEachTime} EXPLAIN (FORMAT JSON) ${query}`;
  const plan = row?.["QUERY PLAN"][0].Plan;
  return plan ? [plan["Plan Rows"], ...(plan.Plans ?? []).map((branch) => branch["Plan Rows"])] : [];
}

/** To two significant digits: 23,412 gives 23,000. */
function roundDown(estimate: number): number {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(estimate, 1))) - 1);
  return Math.floor(estimate / unit) * unit;
}
