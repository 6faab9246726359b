import { InvalidInputError } from "./errors.ts";

// The cursors of ranked search (server/domain/rankedSearch.ts): a place in the ranking, and what the
// later pages need of the first one (its total, the boundary of its ranked rows, its kept ranking).

export interface Position {
  c: string;
  i: string;
}

/** The search's total, counted on its first page: `n` the count, `e` whether it is an estimate. */
interface Total {
  n?: number;
  e?: boolean;
}

export type Cursor = Total &
  (
    | /**
       * Tier 1: relevance `r`; `b` is the oldest ranked row when older matches follow; `s` names the first
       * page's ranking when it was kept for the later pages (server/domain/keptRankings.ts).
       */
    ({ t: 1; r: string; b: Position | null; s?: string } & Position)
    /** Tier 2, or no text: newest first. */
    | ({ t: 2 } & Position)
  );

export type RankedCursor = Extract<Cursor, { t: 1 }>;

export const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");

/** PostgreSQL's timestamp text as cursors carry it, of a real instant: not month 13, nor 31 February. */
export function isTimestampText(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/.test(value) || value < "0001") return false;
  const instant = new Date(`${value.slice(0, 23)}Z`);
  return !Number.isNaN(instant.getTime()) && instant.toISOString().startsWith(value.slice(0, 23));
}

/** Exactly what this module writes: PostgreSQL's timestamp text and an id; anything else is refused before it reaches SQL. */
const isPosition = (value: unknown): value is Position =>
  typeof value === "object" &&
  value !== null &&
  isTimestampText((value as Position).c) &&
  typeof (value as Position).i === "string" &&
  /^[\w-]{1,64}$/.test((value as Position).i);

export const isRank = (value: unknown): value is string => typeof value === "string" && /^\d{1,6}(\.\d{1,6})?$/.test(value);

/** The name of a kept ranking: a digest, in base64url (keptRankings.ts). */
export const isRankingKey = (value: unknown): value is string => typeof value === "string" && /^[\w-]{22}$/.test(value);

const isTotal = (value: Total) =>
  value.n === undefined ? value.e === undefined : Number.isSafeInteger(value.n) && value.n >= 0 && typeof value.e === "boolean";

export function decodeCursor(value: string): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Cursor;
    if (isPosition(parsed) && isTotal(parsed) && parsed.t === 2) return parsed;
    if (
      isPosition(parsed) &&
      isTotal(parsed) &&
      parsed.t === 1 &&
      isRank(parsed.r) &&
      (parsed.b === null || isPosition(parsed.b)) &&
      (parsed.s === undefined || isRankingKey(parsed.s))
    ) {
      return parsed;
    }
  } catch {
    // fall through
  }
  throw new InvalidInputError([{ path: ["after"], message: "Cursor de paginação inválido" }]);
}
