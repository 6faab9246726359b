import { Prisma } from "../db/generated/prisma/client.ts";
import type { Db } from "../db/database.ts";
import { planEachTime } from "../db/preparedStatements.ts";

// How many rows a search matches, when counting them would read every one.
//
// The planner's estimate of a text search assumes its words independent, which
// job texts are not: 'marketing digital' was estimated at 527 jobs of a million
// and matches 6,054. A search that ranked its newest matches knows better: as
// rows arrive over time, matches are as frequent among all the rows as among
// those since the oldest of the newest matches, and the planner estimates a
// range of dates well (to within 5% at a million jobs, where the words' own
// estimate was off by 3 to 11 times).

interface Search {
  /** The table, aliased `t`, with a createdAt column. */
  table: Prisma.Sql;
  /** The search's conditions other than its text. */
  filters: Prisma.Sql[];
  /** Its text's condition, if any. */
  match: Prisma.Sql | null;
  /** The newest `matches` matches are those created since `createdAt` (PostgreSQL's timestamp text). */
  newest: { createdAt: string; matches: number } | null;
}

/** The estimated number of matches, rounded down to two significant digits so that it does not pass for a count. */
export async function estimateMatches(db: Db, { table, filters, match, newest }: Search): Promise<number> {
  const where = (conditions: Prisma.Sql[]) => (conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty);
  if (!newest) {
    const [rows = 0] = await plannedRows(db, Prisma.sql`SELECT 1 FROM ${table} t ${where(match ? [...filters, match] : filters)}`);
    return roundDown(rows);
  }
  // One statement plans both branches: the rows since the oldest of the newest matches, and all of them.
  const since = Prisma.sql`t."createdAt" >= ${newest.createdAt}::timestamp`;
  const [, recent = 0, all = 0] = await plannedRows(
    db,
    Prisma.sql`SELECT 1 FROM ${table} t ${where([...filters, since])} UNION ALL SELECT 1 FROM ${table} t ${where(filters)}`,
  );
  return roundDown(Math.min(all, (newest.matches * all) / Math.max(recent, 1)));
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
