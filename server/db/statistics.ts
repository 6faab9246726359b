import type { RawQuery } from "./migrate.ts";

/**
 * PGlite runs no autovacuum, so nothing would ever ANALYZE its tables: the
 * planner then guesses, and a job search over 20,000 jobs took 633 ms instead
 * of 89 ms. This is autovacuum's ANALYZE part: every table that was never
 * analysed, or whose size moved by more than a tenth since it was. (PGlite's
 * activity counters stay at zero, so size is the signal.) Returns the tables analysed.
 */
export async function analyzeStaleTables(query: RawQuery): Promise<string[]> {
  const stale = await query(`
    SELECT c.relname AS name
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND pg_relation_size(c.oid) > 0
      AND (c.reltuples < 0 OR abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages) > 2 + c.relpages / 10)`);
  const names = stale.map((row) => String(row.name));
  for (const name of names) await query(`ANALYZE "${name.replaceAll('"', '""')}"`);
  return names;
}

/** Keeps an embedded database's statistics current while the server runs (bulk writes, imports). */
export function keepStatistics(query: RawQuery, onError: (error: unknown) => void, everyMs = 60_000): () => void {
  const timer = setInterval(() => void analyzeStaleTables(query).catch(onError), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
