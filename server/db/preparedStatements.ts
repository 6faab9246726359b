import { Prisma } from "./generated/prisma/client.ts";

// Named (prepared) statements on PostgreSQL. Each connection parses a named text
// once, and after five executions PostgreSQL may keep one generic plan for it
// instead of planning every time: for the lookups by key that make up our
// screens, parsing and planning were most of what PostgreSQL spent on them
// (bench:compare, signed-in traffic: 2.55 -> 1.29 ms of PostgreSQL CPU per request).
// PGlite is one connection in the process and plans as before.
//
// A connection keeps what it prepared until it closes (the pool recycles them,
// see database.ts), so only texts that come back are named: a list of one row
// per element (an IN list, a multi-row insert) makes a new text for every
// length, most of them seen once.

const planEachTimeText = "/* plan each time */";

/**
 * Starts a statement whose best plan depends on its values (full-text search, a
 * date range, the planner's own estimate): it goes unnamed, planned afresh for
 * each set of values, as every statement was before.
 */
export const planEachTime = Prisma.raw(`${planEachTimeText} `);

/** Named texts per process: the app's own are a few hundred. */
const maxNamed = 1_000;
/** Texts seen once and waiting to come back; forgotten all at once when full. */
const maxWaiting = 5_000;
/** A text with more values than this is a long list, seldom sent twice. */
const maxValues = 64;

const names = new Map<string, string>();
const seenOnce = new Set<string>();

/** For @prisma/adapter-pg: a name for a text on its second sending, in the order the process names them; "" sends it unnamed. */
export function preparedStatementName({ sql, args }: { sql: string; args: unknown[] }): string {
  const known = names.get(sql);
  if (known !== undefined) return known;
  if (names.size >= maxNamed || args.length > maxValues || sql.startsWith(planEachTimeText)) return "";
  if (!seenOnce.has(sql)) {
    if (seenOnce.size >= maxWaiting) seenOnce.clear();
    seenOnce.add(sql);
    return "";
  }
  seenOnce.delete(sql);
  const name = `s${names.size}`;
  names.set(sql, name);
  return name;
}
