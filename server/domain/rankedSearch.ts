import { Prisma } from "../db/generated/prisma/client.ts";
import type { Db } from "../db/database.ts";
import { InvalidInputError } from "./errors.ts";

// Full-text search with keyset pagination, shared by job and candidate search.
// Rows are ordered by relevance to the text (when there is text), then newest
// first; the cursor holds that position, so rows added between two pages
// neither repeat nor hide another.

export interface SearchPage {
  /** The page's rows in order, each with the cursor that continues after it. */
  items: { id: string; cursor: string }[];
  hasNextPage: boolean;
  /** Counted only when asked for (one more statement). */
  totalCount: () => Promise<number>;
}

export const maxPageSize = 50;

interface Cursor {
  /** Relevance, as text, when the search has free text. */
  r: string | null;
  /** createdAt with microseconds, as PostgreSQL printed it. */
  c: string;
  i: string;
}

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");

function decodeCursor(value: string): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Cursor;
    if (typeof parsed.c === "string" && typeof parsed.i === "string" && (parsed.r === null || typeof parsed.r === "string")) {
      return parsed;
    }
  } catch {
    // fall through
  }
  throw new InvalidInputError([{ path: ["after"], message: "Cursor de paginação inválido" }]);
}

/** The same folding the database applies to the *localizacaoBusca columns: lower case, no accents. */
export const foldText = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Each word of a place must appear: "sao paulo sp" finds "São Paulo - SP". Column of alias `t`. */
export function locationClauses(localizacao: string | null | undefined): Prisma.Sql[] {
  return foldText(localizacao ?? "")
    .split(/[\s,;/-]+/)
    .filter(Boolean)
    .map((word) => Prisma.sql`t."localizacaoBusca" LIKE ${`%${escapeLike(word)}%`}`);
}

/**
 * One page of ids from `table` (aliased `t`, with columns id, createdAt and
 * busca) matching every clause and, when given, the free text.
 */
export async function rankedSearch(
  db: Db,
  options: { table: "Vaga" | "Candidato"; where: Prisma.Sql[]; texto?: string | null; first?: number | null; after?: string | null },
): Promise<SearchPage> {
  const first = Math.min(Math.max(options.first ?? 20, 1), maxPageSize);
  const texto = options.texto?.trim().slice(0, 200) ?? "";
  const hasText = texto !== "";
  const cursor = options.after ? decodeCursor(options.after) : null;
  const table = Prisma.raw(`"${options.table}"`);
  const where = hasText ? [...options.where, Prisma.sql`t."busca" @@ q.query`] : [...options.where];
  const whereSql = where.length ? Prisma.sql`WHERE ${Prisma.join(where, " AND ")}` : Prisma.empty;
  const queryCte = Prisma.sql`WITH q AS (SELECT websearch_to_tsquery('public.encaixe_pt', ${texto}) AS query)`;

  let rows: { id: string; created: string; rank: string | null }[];
  if (hasText) {
    const rank = cursor?.r ?? "0";
    const after = cursor
      ? Prisma.sql`WHERE (m.rank < ${rank}::numeric OR (m.rank = ${rank}::numeric AND (m."createdAt", m.id) < (${cursor.c}::timestamp, ${cursor.i})))`
      : Prisma.empty;
    rows = await db.$queryRaw`
      ${queryCte},
      m AS (
        SELECT t.id, t."createdAt", round(ts_rank_cd(t."busca", q.query, 32)::numeric, 6) AS rank
        FROM ${table} t, q
        ${whereSql}
      )
      SELECT m.id, to_char(m."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.US') AS created, m.rank::text AS rank
      FROM m ${after}
      ORDER BY m.rank DESC, m."createdAt" DESC, m.id DESC
      LIMIT ${first + 1}`;
  } else {
    const keyset = cursor ? [...where, Prisma.sql`(t."createdAt", t.id) < (${cursor.c}::timestamp, ${cursor.i})`] : where;
    rows = await db.$queryRaw`
      SELECT t.id, to_char(t."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.US') AS created, NULL AS rank
      FROM ${table} t
      ${keyset.length ? Prisma.sql`WHERE ${Prisma.join(keyset, " AND ")}` : Prisma.empty}
      ORDER BY t."createdAt" DESC, t.id DESC
      LIMIT ${first + 1}`;
  }

  const pageRows = rows.slice(0, first);
  return {
    items: pageRows.map((row) => ({ id: row.id, cursor: encodeCursor({ r: row.rank, c: row.created, i: row.id }) })),
    hasNextPage: rows.length > first,
    totalCount: async () => {
      const [result] = await db.$queryRaw<{ count: number }[]>`
        ${hasText ? queryCte : Prisma.empty}
        SELECT count(*)::int AS count FROM ${table} t ${hasText ? Prisma.sql`, q` : Prisma.empty}
        ${whereSql}`;
      return result?.count ?? 0;
    },
  };
}
