import { Prisma } from "../db/generated/prisma/client.ts";
import type { Db } from "../db/database.ts";
import { planEachTime } from "../db/preparedStatements.ts";

// How many rows a search matches, when counting them would read every one.
//
// The planner's estimate of a text search assumes its words independent, which
// job texts are not: 'marketing digital' was estimated at 527 jobs of a million
// and matches 6,054. A search that ranked its newest matches knows better: as
// jobs arrive over time, matches are as frequent among all the jobs its filters
// keep as among those since the oldest of the newest matches. Those are counted
// from a walk newest first through the jobs of the search's status (the
// population), at most `walkLimit` of them, unless the planner's count of them
// shows that the walk could not change the estimate (below): the planner's
// statistics know nothing of jobs added since the last ANALYZE, and a common
// word's newest matches may all be among them (read from the planner,
// 'analista' became 750,000 jobs for 133,000). Beyond the walk, the planner estimates the range of dates, whose
// statistics the jobs' ANALYZE threshold keeps within a fraction of it
// (job_search_statistics migration). At a million jobs, within 13% where the
// words' estimate was off by 2 to 11 times. Never more than the jobs the
// filters keep, which the planner estimates from each column's statistics.

/** Jobs walked newest first, at most: an index-only walk of a few milliseconds. */
export const walkLimit = 5_000;

interface Search {
  /** The table, aliased `t`, with columns createdAt and id. */
  table: Prisma.Sql;
  /** The search's conditions other than its text. */
  filters: Prisma.Sql[];
  /** Its text's condition, if any. */
  match: Prisma.Sql | null;
  /**
   * The newest `matches` matches are those from `since` (inclusive) on, in the order (createdAt, id) of
   * PostgreSQL's timestamp text and the id; `population`: those of `filters` that an index walks newest first,
   * at most `walk` rows (tests take fewer); `populationIsNewest`: whether the population is more frequent among the
   * newest rows than among all, so that the planner undercounts it since a date.
   */
  newest: { since: { createdAt: string; id: string }; matches: number; population: Prisma.Sql[]; populationIsNewest: boolean; walk: number } | null;
}

/** A condition's text and values: the same condition, whichever object holds it. */
const sqlKey = (condition: Prisma.Sql) =>
  `${condition.sql}\u0000${JSON.stringify(condition.values, (_, value) => (typeof value === "bigint" ? `${value}` : value))}`;

const where = (conditions: Prisma.Sql[]) => (conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty);

/** The estimated number of matches, rounded down to two significant digits so that it does not pass for a count. */
export async function estimateMatches(db: Db, { table, filters, match, newest }: Search): Promise<number> {
  const whole = Prisma.sql`SELECT 1 FROM ${table} t ${where(match ? [...filters, match] : filters)}`;
  if (!newest) return roundDown((await plannedRows(db, whole))[0] ?? 0);
  const since = Prisma.sql`(t."createdAt", t.id) >= (${newest.since.createdAt}::timestamp, ${newest.since.id})`;
  // The walked rows are of the population already: tested again, its condition would send each row's read to the
  // table, where the others leave the walk to the index alone (1,390 pages read for 5,000 jobs, against 60).
  const ofPopulation = new Set(newest.population.map(sqlKey));
  const others = filters.filter((filter) => !ofPopulation.has(sqlKey(filter)));
  const kept = others.length ? Prisma.join(others, " AND ") : Prisma.sql`TRUE`;
  // One statement plans three branches: the filters' rows since then, all of them, and the population's since then.
  const planned = await plannedRows(
    db,
    Prisma.sql`SELECT 1 FROM ${table} t ${where([...filters, since])} UNION ALL SELECT 1 FROM ${table} t ${where(filters)}
      UNION ALL SELECT 1 FROM ${table} t ${where([...newest.population, since])}`,
  );
  // A plan of another shape than the branches appended (a parallel plan under a Gather, a branch proved empty) tells
  // none of them: the whole query's estimate stands in.
  if (planned.length !== 4) return roundDown((await plannedRows(db, whole))[0] ?? 0);
  const [, plannedRecent = 0, plannedAll = 0, plannedSince = 0] = planned;
  // The walk stops short of the boundary when there are more than `walk` jobs since it, and then its count can only
  // confirm the planner's when the planner counts more of the filters' jobs since then than it walks. Whether there
  // are that many jobs the planner tells when it can only err low: for a population more frequent among the newest
  // jobs (active ones), as it misses the rows added since ANALYZE ('analista': 2,474 planned, 3,089 walked) and takes
  // the status and the dates as independent, while changes since ANALYZE are kept under 2,000 (job_search_statistics
  // migration), well within the margin of two. Closed jobs are mostly old: counted since a date as if they were not,
  // they would come out several times too many, so their searches always walk. Not taken, the walk spares a million
  // jobs' first page 3 ms of PostgreSQL ('vendedor' + sp + JUNIOR: 5,000 index rows, each row newer than the last
  // VACUUM checked in the table); a search whose newest matches are recent still walks, after the plan.
  const walkChangesNothing = newest.populationIsNewest && plannedSince > 2 * newest.walk && plannedRecent > newest.walk;
  const [walk] = walkChangesNothing
    ? []
    : await db.$queryRaw<{ walked: number; recent: number }[]>`${planEachTime}
        SELECT count(*)::int AS walked, count(*) FILTER (WHERE w.kept)::int AS recent FROM (
          SELECT ${kept} AS kept FROM ${table} t ${where([...newest.population, since])}
          ORDER BY t."createdAt" DESC, t.id DESC LIMIT ${newest.walk + 1}
        ) w`;
  // The walk's count is exact when it reached the boundary; else it is at least that many.
  const recent = walk && walk.walked <= newest.walk ? walk.recent : Math.max(plannedRecent, walk?.recent ?? 0);
  const all = Math.max(plannedAll, recent);
  return roundDown(Math.min(all, (newest.matches * all) / Math.max(recent, 1)));
}

interface Plan {
  "Node Type": string;
  "Plan Rows": number;
  Plans?: Plan[];
}

/** The planner's row estimates: of the whole statement, then of each branch when it appends several. */
async function plannedRows(db: Db, query: Prisma.Sql): Promise<number[]> {
  const [row] = await db.$queryRaw<{ "QUERY PLAN": [{ Plan: Plan }] }[]>`${planEachTime} EXPLAIN (FORMAT JSON) ${query}`;
  const plan = row?.["QUERY PLAN"][0].Plan;
  if (!plan) return [];
  const branches = plan["Node Type"] === "Append" && plan.Plans && plan.Plans.length > 1 ? plan.Plans.map((branch) => branch["Plan Rows"]) : [];
  return [plan["Plan Rows"], ...branches];
}

/** To two significant digits: 23,412 gives 23,000. */
function roundDown(estimate: number): number {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(estimate, 1))) - 1);
  return Math.floor(estimate / unit) * unit;
}
