import type { Db } from "../../../server/db/database.ts";

/** A hash of every row, per table: two equal fingerprints mean no row changed in between. */
export type Fingerprint = Map<string, string>;

/** Tables whose rows change on every request by design: the request budget, sessions and trusted browsers. */
const volatileTables = new Set(["RateLimiterFlexible", "Session", "LoginDevice", "_prisma_migrations"]);

/** Tables whose rows a background process changes on its own clock: only what a request writes is compared. */
const stableColumns: Record<string, string[]> = {
  // The outbox's delivery (attempts, lease, sent time, the body dropped once sent) runs in the background.
  Email: ["id", "key", "to", "subject", "createdAt"],
};

const rowsOf = (name: string) => {
  const columns = stableColumns[name];
  return columns ? `(SELECT ROW(${columns.map((column) => `"${column}"`).join(", ")}) AS r FROM "${name}") t` : `"${name}" t`;
};

/** Reads the table list once, so each fingerprint is a single query over whatever tables the migrations made. */
export async function fingerprinter(db: Db): Promise<() => Promise<Fingerprint>> {
  const tables = await db.$queryRawUnsafe<{ name: string }[]>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const sql = tables
    .map((t) => t.name)
    .filter((name) => !volatileTables.has(name))
    .map((name) => `SELECT '${name}' AS name, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM ${rowsOf(name)}`)
    .join(" UNION ALL ");
  return async () => {
    const rows = await db.$queryRawUnsafe<{ name: string; hash: string }[]>(sql);
    return new Map(rows.map((row) => [row.name, row.hash]));
  };
}

export const changedTables = (before: Fingerprint, after: Fingerprint) =>
  [...after].filter(([name, hash]) => before.get(name) !== hash).map(([name]) => name);
