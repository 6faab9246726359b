import { createHash } from "node:crypto";
import { Prisma } from "../db/generated/prisma/client.ts";
import type { Db } from "../db/database.ts";
import type { RankedCursor } from "./searchCursor.ts";

// A text search's first page ranks its newest matches (server/domain/rankedSearch.ts); ranking them
// again for every 'Carregar mais vagas' cost as much as the first page (at a million jobs, 20-60 ms of
// PostgreSQL each). So the first page keeps the head of its ranking, and the next pages read their
// rows from it, checking in one statement by id that each still matches: a job closed or changed
// since is left out, and the order stays the one the person has been reading. A ranking not found
// (expired, another process without Redis, a forged name) costs a lookup: the page ranks again, as before.
// Accepted: a page read from a kept ranking never shows a job published after the first page, which a
// page that ranks again may show below the cursor; neither repeats nor skips a job the first page ranked.

/**
 * Where rankings are kept: Redis, shared by the processes, or the memory of the one process of the embedded
 * database. Neither rejects: a ranking that could not be kept or read is a page that ranks again.
 */
export interface RankingStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string): Promise<void>;
  close(): Promise<void>;
}

/** Rows kept of a ranking (about 7 kB): the first page and four more of 20; a person reading further is ranked again. */
export const keptRows = 100;

/** A ranked row as the ranking statement gives it: id, relevance and creation time (PostgreSQL's text). */
export interface RankedRow {
  id: string;
  rank: string;
  created: string;
}

interface KeptRanking {
  /** Digest of the search's conditions: a cursor carried to another search finds nothing. */
  search: string;
  /** id, rank, created of the first rows of the ranking, in its order. */
  rows: [string, string, string][];
  /** Whether matches follow the kept rows (more ranked rows, or older matches after the boundary). */
  more: boolean;
}

/** The layout of what is kept: a process of the next version, reading a ranking kept by this one, finds nothing. */
const layout = "v1";

const digest = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 22);

/** What identifies a search: its table and every condition with its values. */
export const searchDigest = (table: string, conditions: Prisma.Sql[]) => {
  const where = Prisma.join(conditions, " AND ");
  return digest(JSON.stringify([table, where.sql, where.values]));
};

/** Keeps the head of a first page's ranking; the name it returns goes into the page's cursors. */
export async function keepRanking(store: RankingStore, search: string, rows: RankedRow[], more: boolean): Promise<string> {
  const kept: KeptRanking = { search, rows: rows.map((row) => [row.id, row.rank, row.created]), more };
  const value = JSON.stringify(kept);
  const key = digest(value);
  await store.set(`${layout}:${key}`, value);
  return key;
}

/**
 * The page after `cursor` read from the ranking it names, or null when the ranking is gone or cannot
 * fill the page (the caller ranks again from the cursor, which holds everything that needs).
 */
export async function pageFromRanking(
  db: Pick<Db, "$queryRaw">,
  store: RankingStore,
  options: { table: Prisma.Sql; search: string; conditions: Prisma.Sql[]; cursor: RankedCursor & { s: string }; first: number },
): Promise<{ rows: RankedRow[]; hasNextPage: boolean } | null> {
  const { cursor, first } = options;
  const kept = parse(await store.get(`${layout}:${cursor.s}`));
  if (!kept || kept.search !== options.search) return null;
  const at = kept.rows.findIndex(([id, rank, created]) => id === cursor.i && rank === cursor.r && created === cursor.c);
  if (at < 0) return null;
  const left = kept.rows.length - (at + 1);
  // Too few kept rows to fill the page, and more matches after them: only ranking again finds those.
  if (kept.more && left < first) return null;
  if (left === 0) return { rows: [], hasNextPage: false };
  // Room for rows that stopped matching since the first page.
  const candidates = kept.rows.slice(at + 1, at + 2 + 2 * first);
  const still = await db.$queryRaw<{ id: string }[]>`
    SELECT t.id FROM ${options.table} t
    WHERE t.id IN (${Prisma.join(candidates.map(([id]) => id))}) AND ${Prisma.join(options.conditions, " AND ")}`;
  const matching = new Set(still.map((row) => row.id));
  const rows = candidates.filter(([id]) => matching.has(id)).map(([id, rank, created]) => ({ id, rank, created }));
  if (rows.length > first) return { rows: rows.slice(0, first), hasNextPage: true };
  // Short of a page with kept rows left: so many stopped matching that the page ranks again.
  if (left > candidates.length) return null;
  // The kept rows end here. More matches after them: the page is full, and the next one ranks (as a first page
  // promises a next page at the boundary of what it ranked). None: this is the last page.
  if (!kept.more) return { rows, hasNextPage: false };
  return rows.length === first ? { rows, hasNextPage: true } : null;
}

function parse(value: string | undefined): KeptRanking | null {
  if (value === undefined) return null;
  try {
    const kept = JSON.parse(value) as KeptRanking;
    const isRow = (row: unknown) => Array.isArray(row) && row.length === 3 && row.every((part) => typeof part === "string");
    return typeof kept.search === "string" && typeof kept.more === "boolean" && Array.isArray(kept.rows) && kept.rows.every(isRow) ? kept : null;
  } catch {
    return null;
  }
}
