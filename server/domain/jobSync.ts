import { Prisma } from "../db/generated/prisma/client.ts";
import type { Db } from "../db/database.ts";
import { InvalidInputError } from "./errors.ts";
import { jobFilterClauses, parseJobFilters } from "./jobSearch.ts";
import { countLimit, maxPageSize, type SearchCount, type SearchPage } from "./rankedSearch.ts";
import { isTimestampText } from "./searchCursor.ts";
import { searchTerms } from "./searchTerms.ts";
import { planEachTime } from "../db/preparedStatements.ts";

// Partners keep a copy of our jobs: a first full load, then what changed. This
// listing runs by update time (then id), oldest first, with a keyset cursor, so
// a partner can stop anywhere and resume from the last cursor it read; a job
// changed after the partner passed it comes again, later, with its new content.

/** A place in the listing: the row's update time as PostgreSQL's timestamp text, and its id. */
interface Position {
  u: string;
  i: string;
}

const encode = (position: Position) => Buffer.from(JSON.stringify(position)).toString("base64url");

function decode(value: string): Position {
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Position;
    // Exactly what encode writes; anything else is refused before it reaches SQL.
    if (
      isTimestampText(parsed.u) &&
      typeof parsed.i === "string" &&
      /^[\w-]{1,64}$/.test(parsed.i)
    ) {
      return parsed;
    }
  } catch {
    // fall through
  }
  throw new InvalidInputError([{ path: ["after"], message: "Cursor de paginação inválido" }]);
}

/**
 * Jobs updated at or after `since`, of every status unless the filters name one,
 * by update time and id ascending. The other filters, text included, narrow it as in the search.
 */
export async function listChangedJobs(
  db: Db,
  rawFilters: unknown,
  since: Date,
  page: { first?: number | null; after?: string | null } = {},
): Promise<SearchPage> {
  const filters = parseJobFilters(rawFilters);
  const first = Math.min(Math.max(page.first ?? 20, 1), maxPageSize);
  const terms = searchTerms(filters.texto?.slice(0, 200));
  const conditions = [
    ...(await jobFilterClauses(db, filters, null)),
    Prisma.sql`t."updatedAt" >= ${since}`,
    ...(terms ? [Prisma.sql`t."busca" @@ public.busca_prefixos(${terms})`] : []),
  ];
  const position = page.after ? decode(page.after) : null;
  const after = position ? [Prisma.sql`(t."updatedAt", t.id) > (${position.u}::timestamp, ${position.i})`] : [];
  const rows = await db.$queryRaw<{ id: string; updated: string }[]>`${planEachTime}
    SELECT t.id, to_char(t."updatedAt", 'YYYY-MM-DD"T"HH24:MI:SS.US') AS updated FROM "Vaga" t
    WHERE ${Prisma.join([...conditions, ...after], " AND ")}
    ORDER BY t."updatedAt", t.id
    LIMIT ${first + 1}`;
  const items = rows.slice(0, first).map((row) => ({ id: row.id, cursor: encode({ u: row.updated, i: row.id }) }));

  /** Exact up to countLimit; beyond it, countLimit as a lower bound (a sync reads on to the end regardless). */
  const count = async (): Promise<SearchCount> => {
    const [counted] = await db.$queryRaw<{ count: number }[]>`${planEachTime}
      SELECT count(*)::int AS count FROM (SELECT 1 FROM "Vaga" t WHERE ${Prisma.join(conditions, " AND ")} LIMIT ${countLimit + 1}) changed`;
    const exact = counted?.count ?? 0;
    return exact > countLimit ? { count: countLimit, capped: true } : { count: exact, capped: false };
  };
  let counted: Promise<SearchCount> | undefined;
  return { items, hasNextPage: rows.length > first, totalCount: () => (counted ??= count()) };
}

/** How long a deleted job's id stays listed: the API promises partners at least 90 days to notice. */
export const removalRetentionDays = 180;

const removalCursor = (position: { removidaEm: Date; vagaId: string }) =>
  Buffer.from(JSON.stringify({ t: position.removidaEm.toISOString(), i: position.vagaId })).toString("base64url");

function decodeRemovalCursor(value: string): { removidaEm: Date; vagaId: string } {
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as { t: unknown; i: unknown };
    const removidaEm = typeof parsed.t === "string" ? new Date(parsed.t) : new Date(Number.NaN);
    if (!Number.isNaN(removidaEm.getTime()) && typeof parsed.i === "string" && /^[\w-]{1,64}$/.test(parsed.i)) {
      return { removidaEm, vagaId: parsed.i };
    }
  } catch {
    // fall through
  }
  throw new InvalidInputError([{ path: ["after"], message: "Cursor de paginação inválido" }]);
}

/** Jobs deleted at or after `since`, oldest removal first, keyset-paged like the changes. */
export async function listRemovedJobs(db: Db, since: Date, page: { first?: number | null; after?: string | null } = {}) {
  const first = Math.min(Math.max(page.first ?? 20, 1), maxPageSize);
  const position = page.after ? decodeRemovalCursor(page.after) : null;
  const rows = await db.vagaRemovida.findMany({
    where: {
      removidaEm: { gte: since },
      ...(position
        ? { OR: [{ removidaEm: { gt: position.removidaEm } }, { removidaEm: position.removidaEm, vagaId: { gt: position.vagaId } }] }
        : {}),
    },
    orderBy: [{ removidaEm: "asc" }, { vagaId: "asc" }],
    take: first + 1,
  });
  return {
    items: rows.slice(0, first).map((row) => ({ ...row, cursor: removalCursor(row) })),
    hasNextPage: rows.length > first,
  };
}

/** Removals older than the retention are dropped (hourly, with the other sweeps). */
export async function forgetOldRemovals(db: Db): Promise<void> {
  await db.vagaRemovida.deleteMany({ where: { removidaEm: { lt: new Date(Date.now() - removalRetentionDays * 86_400_000) } } });
}
