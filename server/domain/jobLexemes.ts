import { Prisma } from "../db/generated/prisma/client.ts";
import type { Db } from "../db/database.ts";

/** Longest list of lexemes a typed beginning is matched by exactly; a beginning of more stays a prefix. */
export const maxLexemes = 30;

/**
 * Search terms (as searchTerms writes them) with each typed beginning followed
 * by the job lexemes it begins, as busca_prefixos reads them
 * ('vendedor=vendedor', 'desenv=desenvolv|desenvolvedor'): the job search's
 * GIN then matches lexemes exactly, skipping to the jobs every condition
 * shares, instead of first collecting every job a prefix matches (see the
 * job_lexemes migration). One statement; single letters are matched whole anyway.
 */
export async function withJobLexemes(db: Pick<Db, "$queryRaw">, terms: string): Promise<string> {
  const words = terms === "" ? [] : terms.split(",").map((word) => word.split(" "));
  const beginnings = [...new Set(words.flat().filter((alternative) => alternative.length > 1))];
  if (beginnings.length === 0) return terms;
  const [row] = await db.$queryRaw<{ lexemas: (string | null)[] | null }[]>`
    SELECT public.vaga_lexemas_com_prefixo(ARRAY[${Prisma.join(beginnings)}]::text[], ${maxLexemes}::int) AS lexemas`;
  const lexemes = new Map(beginnings.map((beginning, i) => [beginning, row?.lexemas?.[i] ?? null]));
  return words
    .map((alternatives) =>
      alternatives
        .map((alternative) => {
          const found = lexemes.get(alternative);
          return found === undefined || found === null ? alternative : `${alternative}=${found}`;
        })
        .join(" "),
    )
    .join(",");
}
