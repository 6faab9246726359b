import { Prisma } from "../db/generated/prisma/client.ts";
import type { Db } from "../db/database.ts";
import { InvalidInputError } from "./errors.ts";

// Full-text search with keyset pagination, shared by job and candidate search.
//
// Ranking every match costs time in proportion to the matches (a common word
// matches thousands of jobs), so relevance orders the newest `rankedLimit`
// matches (tier 1) and the older matches follow, newest first (tier 2). Without
// text, rows come newest first. The cursor holds the position, so rows added
// between two pages neither repeat nor hide another.

export interface SearchCount {
  /** Exact up to `countLimit`; beyond it, `countLimit` with `capped`. */
  count: number;
  capped: boolean;
}

export interface SearchPage {
  /** The page's rows in order, each with the cursor that continues after it. */
  items: { id: string; cursor: string }[];
  hasNextPage: boolean;
  totalCount: () => Promise<SearchCount>;
}

export const maxPageSize = 50;
export const rankedLimit = 500;
export const countLimit = 1_000;

interface Position {
  c: string;
  i: string;
}

type Cursor =
  /** Tier 1: relevance `r`; `b` is the oldest ranked row when older matches follow. */
  | ({ t: 1; r: string; b: Position | null } & Position)
  /** Tier 2, or no text: newest first. */
  | ({ t: 2 } & Position);

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");

/** Exactly what this module writes: PostgreSQL's timestamp text and an id; anything else is refused before it reaches SQL. */
const isPosition = (value: unknown): value is Position =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Position).c === "string" &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/.test((value as Position).c) &&
  typeof (value as Position).i === "string" &&
  /^[\w-]{1,64}$/.test((value as Position).i);

const isRank = (value: unknown): value is string => typeof value === "string" && /^\d{1,6}(\.\d{1,6})?$/.test(value);

function decodeCursor(value: string): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Cursor;
    if (isPosition(parsed) && parsed.t === 2) return parsed;
    if (isPosition(parsed) && parsed.t === 1 && isRank(parsed.r) && (parsed.b === null || isPosition(parsed.b))) {
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

const positionSql = (p: Position) => Prisma.sql`(${p.c}::timestamp, ${p.i})`;
const created = Prisma.sql`to_char(t."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

interface Options {
  table: "Vaga" | "Candidato";
  /** Exact filters on alias `t`. */
  where: Prisma.Sql[];
  /** Clauses that cannot use an exact-filter index (location): counts over them are capped. */
  fuzzy?: Prisma.Sql[];
  texto?: string | null;
  first?: number | null;
  after?: string | null;
  /** Start counting now, alongside the page (GraphQL asks when totalCount is selected). */
  count?: boolean;
  /** Overrides rankedLimit and countLimit (tests walk the tier boundary with small ones). */
  limits?: { ranked: number; count: number };
}

/** One page of ids from `table` (aliased `t`, with columns id, createdAt and busca). */
export async function rankedSearch(db: Db, options: Options): Promise<SearchPage> {
  const { ranked: rankLimit, count: maxCount } = options.limits ?? { ranked: rankedLimit, count: countLimit };
  const first = Math.min(Math.max(options.first ?? 20, 1), maxPageSize);
  const texto = options.texto?.trim().slice(0, 200) ?? "";
  const hasText = texto !== "";
  const cursor = options.after ? decodeCursor(options.after) : null;
  const table = Prisma.raw(`"${options.table}"`);
  const query = Prisma.sql`websearch_to_tsquery('public.encaixe_pt', ${texto})`;
  const conditions = [...options.where, ...(options.fuzzy ?? []), ...(hasText ? [Prisma.sql`t."busca" @@ ${query}`] : [])];
  const where = (extra: Prisma.Sql[] = []) => {
    const all = [...conditions, ...extra];
    return all.length ? Prisma.sql`WHERE ${Prisma.join(all, " AND ")}` : Prisma.empty;
  };

  const counting = options.count ? countMatches() : undefined;
  // If the page fails first, nobody awaits the count: its failure must not go unhandled.
  counting?.catch(() => undefined);
  const items: { id: string; cursor: string }[] = [];
  let hasNextPage = false;

  /** Newest first from `below` (exclusive): the no-text listing and tier 2. */
  async function newestFirst(below: Position | null, limit: number, toCursor: (p: Position) => Cursor) {
    const rows = await db.$queryRaw<{ id: string; created: string }[]>`
      SELECT t.id, ${created} AS created FROM ${table} t
      ${where(below ? [Prisma.sql`(t."createdAt", t.id) < ${positionSql(below)}`] : [])}
      ORDER BY t."createdAt" DESC, t.id DESC
      LIMIT ${limit + 1}`;
    for (const row of rows.slice(0, limit)) items.push({ id: row.id, cursor: encodeCursor(toCursor({ c: row.created, i: row.id })) });
    hasNextPage = rows.length > limit;
  }

  if (!hasText) {
    await newestFirst(cursor, first, (p) => ({ t: 2, ...p }));
  } else if (cursor?.t === 2) {
    await newestFirst(cursor, first, (p) => ({ t: 2, ...p }));
  } else {
    const rank = cursor?.r ?? "0";
    const afterCursor = cursor
      ? Prisma.sql`WHERE (m.rank < ${rank}::numeric OR (m.rank = ${rank}::numeric AND (m."createdAt", m.id) < ${positionSql(cursor)}))`
      : Prisma.empty;
    const rows = await db.$queryRaw<{ id: string; created: string; rank: string; ranked: number; bc: string; bi: string }[]>`
      WITH candidates AS (
        -- Narrow rows: sorting the matches must not drag their (TOASTed) search documents along.
        SELECT t.id, t."createdAt" FROM ${table} t ${where()}
        ORDER BY t."createdAt" DESC, t.id DESC
        LIMIT ${rankLimit}
      ),
      m AS (
        SELECT c.id, c."createdAt", round(ts_rank_cd(r."busca", ${query}, 32)::numeric, 6) AS rank
        FROM candidates c JOIN ${table} r ON r.id = c.id
      ),
      oldest AS (
        SELECT count(*)::int AS ranked, min(to_char(c."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.US') || ' ' || c.id) AS key FROM candidates c
      )
      SELECT m.id, to_char(m."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.US') AS created, m.rank::text AS rank,
             oldest.ranked, split_part(oldest.key, ' ', 1) AS bc, split_part(oldest.key, ' ', 2) AS bi
      FROM m, oldest ${afterCursor}
      ORDER BY m.rank DESC, m."createdAt" DESC, m.id DESC
      LIMIT ${first + 1}`;
    // Older matches follow the ranked ones only when the candidate set was full.
    const boundary: Position | null = cursor ? cursor.b : rows[0] && rows[0].ranked >= rankLimit ? { c: rows[0].bc, i: rows[0].bi } : null;
    for (const row of rows.slice(0, first)) {
      items.push({ id: row.id, cursor: encodeCursor({ t: 1, r: row.rank, b: boundary, c: row.created, i: row.id }) });
    }
    hasNextPage = rows.length > first;
    if (!hasNextPage && boundary && items.length < first) {
      await newestFirst(boundary, first - items.length, (p) => ({ t: 2, ...p }));
    } else if (!hasNextPage && boundary) {
      hasNextPage = true;
    }
  }

  let counted = counting;
  return { items, hasNextPage, totalCount: () => (counted ??= countMatches()) };

  /** Exact with exact filters only (an index answers); capped when text or location must be checked row by row. */
  async function countMatches(): Promise<SearchCount> {
    const capped = hasText || (options.fuzzy?.length ?? 0) > 0;
    const [result] = capped
      ? await db.$queryRaw<{ count: number }[]>`
          SELECT count(*)::int AS count FROM (SELECT 1 FROM ${table} t ${where()} LIMIT ${maxCount + 1}) matches`
      : await db.$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count FROM ${table} t ${where()}`;
    const count = result?.count ?? 0;
    return capped && count > maxCount ? { count: maxCount, capped: true } : { count, capped: false };
  }
}
