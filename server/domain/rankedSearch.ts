import { Prisma } from "../db/generated/prisma/client.ts";
import type { Db } from "../db/database.ts";
import { searchTerms } from "./searchTerms.ts";
import { planEachTime } from "../db/preparedStatements.ts";
import { newestMatches } from "./newestMatches.ts";
import { estimateMatches, walkLimit } from "./searchEstimate.ts";
import { type Cursor, decodeCursor, encodeCursor, type Position, type RankedCursor } from "./searchCursor.ts";
import { keepRanking, keptRows, pageFromRanking, type RankedRow, type RankingStore, searchDigest } from "./keptRankings.ts";

// Full-text search with keyset pagination, shared by job and candidate search.
//
// Ranking every match costs time in proportion to the matches (a common word
// matches thousands of jobs), so relevance orders the newest `rankedLimit`
// matches (tier 1) and the older matches follow, newest first (tier 2). Without
// text, rows come newest first. The cursor holds the position, so rows added
// between two pages neither repeat nor hide another. Ranking is also what a
// later page would repeat: when a store is given, the first page keeps the
// head of its ranking and the next pages read it (server/domain/keptRankings.ts).
//
// Counting is the other cost that grows with the matches, so a search counts
// once, on its first page, and its cursors carry the total to the later pages;
// and it counts exactly only up to `countLimit`, beyond which an
// estimate stands in. With text, the first page counts in the statement that
// reads the newest matches to rank them: as the two limits are equal, the
// count costs nothing more; beyond the limit, when the caller names the
// search's `population`, the newest matches it ranked tell how frequent matches
// are (server/domain/searchEstimate.ts). Otherwise the planner estimates.

export interface SearchCount {
  /** Exact up to `countLimit`; beyond it (`capped`), an estimate, rounded down, never below `countLimit`. */
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
export const countLimit = rankedLimit;

/** The words a search text is searched by, as busca_prefixos and busca_expandida read them ("" when it has none). */
export const termsOf = (texto: string | null | undefined) => searchTerms(texto?.slice(0, 200));

/** The full-text match of a search text on alias `t`, or null when the text has no word: what a search and a job alert match. */
export function textCondition(texto: string | null | undefined): Prisma.Sql | null {
  const terms = termsOf(texto);
  return terms === "" ? null : Prisma.sql`t."busca" @@ public.busca_prefixos(${terms})`;
}

const positionSql = (p: Position) => Prisma.sql`(${p.c}::timestamp, ${p.i})`;
const created = Prisma.sql`to_char(t."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

interface Options {
  table: "Vaga" | "Candidato";
  /** Filters on alias `t`. */
  where: Prisma.Sql[];
  /**
   * Those of `where` that say which rows the search draws from (a job search: its status), answered by
   * an index newest first: the estimate of a total counts them (server/domain/searchEstimate.ts).
   */
  population?: Prisma.Sql[];
  /**
   * Whether the population is more frequent among the newest rows than among all (active jobs: jobs close as they
   * age), so that the planner, taking its condition and the dates as independent, counts fewer of it since a date
   * than there are: the estimate may then trust a count of it too large for its walk (server/domain/searchEstimate.ts).
   */
  populationIsNewest?: boolean;
  texto?: string | null;
  /**
   * The query the text matches by, when the caller looked it up (a job search: busca_prefixos' query with its
   * beginnings spelled out as the jobs' whole words, busca_expandida). Null when the lookup found no query (only
   * stop words, or beginnings no job's word has): the search then matches nothing. Otherwise busca_prefixos(terms).
   */
  expandedQuery?: string | null;
  first?: number | null;
  after?: string | null;
  /** Count on this page, alongside it, unless the cursor carries the total (GraphQL asks when totalCount is selected). */
  count?: boolean;
  /** Where a first page keeps its ranking for the later pages (server/domain/keptRankings.ts); null ranks every page. */
  rankings?: RankingStore | null;
  /** Those of `where` that say which rows the search draws from, when the table has weeks: its matches are read a week at a time (server/domain/newestMatches.ts). */
  weeksOf?: Prisma.Sql[];
  /** Overrides rankedLimit, countLimit and the estimate's walkLimit (tests walk the tier boundary and the estimate with small ones). */
  limits?: { ranked: number; count: number; walk?: number };
}

type Pending = { id: string; cursor: Cursor };

const rowCursor = (row: RankedRow, boundary: Position | null): RankedCursor => ({ t: 1, r: row.rank, b: boundary, c: row.created, i: row.id });

/** One page of ids from `table` (aliased `t`, with columns id, createdAt and busca). */
export async function rankedSearch(db: Db, options: Options): Promise<SearchPage> {
  const { ranked: rankLimit, count: maxCount } = options.limits ?? { ranked: rankedLimit, count: countLimit };
  const first = Math.min(Math.max(options.first ?? 20, 1), maxPageSize);
  const terms = termsOf(options.texto);
  const hasText = terms !== "";
  const cursor = options.after ? decodeCursor(options.after) : null;
  const table = Prisma.raw(`"${options.table}"`);
  // What textCondition matches, or the same with each typed beginning turned into the words it begins.
  const query = !hasText
    ? null
    : options.expandedQuery !== undefined
      ? Prisma.sql`${options.expandedQuery}::tsquery`
      : Prisma.sql`public.busca_prefixos(${terms})`;
  const match = query && Prisma.sql`t."busca" @@ ${query}`;
  const conditions = [...options.where, ...(match ? [match] : [])];
  const where = (extra: Prisma.Sql[] = []) => {
    const all = [...conditions, ...extra];
    return all.length ? Prisma.sql`WHERE ${Prisma.join(all, " AND ")}` : Prisma.empty;
  };

  let total: SearchCount | undefined = cursor?.n === undefined ? undefined : { count: cursor.n, capped: cursor.e === true };
  const counts = options.count === true && !total;
  // A first page with text counts the matches its first statement reads anyway; any other counts alongside, on its own.
  const folds = counts && hasText && !cursor;
  const counting = counts && !folds ? countMatches() : undefined;
  // If the page fails first, nobody awaits the count: its failure must not go unhandled.
  counting?.catch(() => undefined);
  let matched = 0;
  /** The oldest of the newest `rankLimit` matches, when more are older: the window the estimate extrapolates from. */
  let boundaryOfRanked: Position | null = null;
  const pending: Pending[] = [];
  let hasNextPage = false;

  /** Newest first from `below` (exclusive): the no-text listing and tier 2. */
  async function newestFirst(below: Position | null, limit: number) {
    const rows = await db.$queryRaw<{ id: string; created: string }[]>`${planEachTime}
      SELECT t.id, ${created} AS created FROM ${table} t
      ${where(below ? [Prisma.sql`(t."createdAt", t.id) < ${positionSql(below)}`] : [])}
      ORDER BY t."createdAt" DESC, t.id DESC
      LIMIT ${limit + 1}`;
    for (const row of rows.slice(0, limit)) pending.push({ id: row.id, cursor: { t: 2, c: row.created, i: row.id } });
    hasNextPage = rows.length > limit;
  }

  const rankings = hasText ? (options.rankings ?? null) : null;
  const searchKey = rankings ? searchDigest(options.table, conditions) : "";
  const keptName = cursor?.t === 1 ? cursor.s : undefined;
  const fromKept =
    rankings && cursor?.t === 1 && keptName
      ? await pageFromRanking(db, rankings, { table, search: searchKey, conditions, cursor: { ...cursor, s: keptName }, first })
      : null;

  if (!hasText || cursor?.t === 2) {
    await newestFirst(cursor, first);
  } else if (fromKept && cursor) {
    for (const row of fromKept.rows) pending.push({ id: row.id, cursor: { ...rowCursor(row, cursor.b), s: keptName } });
    hasNextPage = fromKept.hasNextPage;
  } else {
    const rank = cursor?.r ?? "0";
    const afterCursor = cursor
      ? Prisma.sql`AND (m.rank < ${rank}::numeric OR (m.rank = ${rank}::numeric AND (m."createdAt", m.id) < ${positionSql(cursor)}))`
      : Prisma.empty;
    const ranks = cursor?.b ? 2 * rankLimit : rankLimit;
    // A first page that counts reads one match beyond its limit, to know whether the count goes on; that one is ranked too.
    const reads = folds ? Math.max(ranks, maxCount + 1) : ranks;
    // A later page ranks the rows its first page ranked: those from the newest down to the boundary (and any
    // match added since, up to the limit), so the planner can stop at the boundary instead of counting matches.
    const newest = newestMatches({ table, conditions, since: cursor?.b ?? null, limit: reads, weeksOf: options.weeksOf });
    // A first page that keeps its ranking reads the head of it, not only its own rows.
    const keepsRanking = rankings !== null && !cursor;
    const rows = await db.$queryRaw<(RankedRow & { ranked: number; bc: string; bi: string; matched?: number })[]>`${planEachTime}
      WITH numbered AS (
        -- Ranked as they are read: the document (a pointer when TOASTed) goes no further, nor is it read again by id.
        SELECT s.id, s."createdAt", round(ts_rank_cd(s."busca", ${query}, 32)::numeric, 6) AS rank,
               row_number() OVER (ORDER BY s."createdAt" DESC, s.id DESC) AS n
        FROM (${newest}) s
      ),
      -- Computed once: beside a match estimated at one row, the planner would recompute it for every ranked row.
      oldest AS MATERIALIZED (
        SELECT b.ranked, b.read, to_char(x."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.US') AS bc, x.id AS bi
        FROM (SELECT least(count(*), ${ranks})::int AS ranked, count(*)::int AS read FROM numbered) b
        LEFT JOIN numbered x ON x.n = b.ranked
      )
      SELECT m.id, to_char(m."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.US') AS created, m.rank::text AS rank,
             oldest.ranked, oldest.bc, oldest.bi ${folds ? Prisma.sql`, oldest.read AS matched` : Prisma.empty}
      FROM numbered m, oldest
      WHERE m.n <= ${ranks} ${afterCursor}
      ORDER BY m.rank DESC, m."createdAt" DESC, m.id DESC
      LIMIT ${(keepsRanking ? Math.max(first, keptRows) : first) + 1}`;
    // No row at all means no match at all: a page that folds has no cursor to read past.
    if (folds) matched = rows[0]?.matched ?? 0;
    // Older matches follow the ranked ones only when the candidate set was full.
    const boundary: Position | null = cursor ? cursor.b : rows[0] && rows[0].ranked >= rankLimit ? { c: rows[0].bc, i: rows[0].bi } : null;
    boundaryOfRanked = boundary;
    hasNextPage = rows.length > first;
    let s: string | undefined;
    if (keepsRanking && hasNextPage) {
      const moreFollow = rows.length > keptRows || boundary !== null;
      s = await keepRanking(rankings, searchKey, rows.slice(0, keptRows), moreFollow);
    }
    for (const row of rows.slice(0, first)) pending.push({ id: row.id, cursor: { ...rowCursor(row, boundary), ...(s ? { s } : {}) } });
    if (!hasNextPage && boundary && pending.length < first) {
      await newestFirst(boundary, first - pending.length);
    } else if (!hasNextPage && boundary) {
      hasNextPage = true;
    }
  }

  if (counts) total = folds ? await settle(matched, boundaryOfRanked) : await counting;
  // The total rides in every cursor of the page, so the next pages need not count again.
  const items = pending.map(({ id, cursor }) => ({ id, cursor: encodeCursor(total ? { ...cursor, n: total.count, e: total.capped } : cursor) }));
  let counted = total && Promise.resolve(total);
  return { items, hasNextPage, totalCount: () => (counted ??= countMatches()) };

  /** Exact up to maxCount: the LIMIT stops reading there (often in an index alone, without text). */
  async function countMatches(): Promise<SearchCount> {
    const [exact] = await db.$queryRaw<{ count: number }[]>`${planEachTime}
      SELECT count(*)::int AS count FROM (SELECT 1 FROM ${table} t ${where()} LIMIT ${maxCount + 1}) matches`;
    return settle(exact?.count ?? 0);
  }

  /** Beyond maxCount, an estimate stands in for a count that would read every match (server/domain/searchEstimate.ts). */
  async function settle(count: number, newest: Position | null = null): Promise<SearchCount> {
    if (count <= maxCount) return { count, capped: false };
    const population = options.population;
    const estimate = await estimateMatches(db, {
      table,
      filters: options.where,
      match,
      newest:
        newest && population
          ? {
              since: { createdAt: newest.c, id: newest.i },
              matches: rankLimit,
              population,
              populationIsNewest: options.populationIsNewest === true,
              walk: options.limits?.walk ?? walkLimit,
            }
          : null,
    });
    return { count: Math.max(maxCount, estimate), capped: true };
  }
}
