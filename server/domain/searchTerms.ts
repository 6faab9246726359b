/**
 * The punctuation phones type in place of the keyboard's, as the database's unaccent() writes it (its
 * unaccent.rules): 'Santa Bárbara d’Oeste' typed on a phone is the job's 'Santa Bárbara d'Oeste'.
 */
const typed: Readonly<Record<string, string>> = {
  "‘": "'",
  "’": "'",
  "‛": "'",
  "′": "'",
  "ʼ": "'",
  "＇": "'",
  "“": '"',
  "”": '"',
  "‟": '"',
  "″": '"',
  "‐": "-",
  "‑": "-",
  "‒": "-",
  "–": "-",
  "—": "-",
  "―": "-",
  "−": "-",
  "－": "-",
};
const typedPattern = new RegExp(`[${Object.keys(typed).join("")}]`, "gu");

/**
 * The same folding the database applies to the place columns (lower(unaccent(…))): lower case, no accents,
 * the keyboard's punctuation. Only the accents go (combining marks): unaccent keeps a spacing mark ('´', '^'),
 * which the search's words are then split at, as the database's parser splits the jobs' text.
 */
export const foldText = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(typedPattern, (mark) => typed[mark]!)
    .toLowerCase();

/** Text taken literally inside a LIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Abbreviations people type that are not the beginning of the word they mean
 * ('dev' for 'desenvolvedor'). Those that are ('adm', 'aux', 'eng', 'téc')
 * need no entry: every word is matched as a prefix.
 */
const abbreviations: Readonly<Record<string, readonly string[]>> = {
  dev: ["desenvolvedor", "developer"],
  devs: ["desenvolvedores", "developers"],
  jr: ["junior"],
  sr: ["senior"],
  mkt: ["marketing"],
  ti: ["tecnologia"],
};

/** Longer searches are cut here: each word widens the query the index answers. */
export const maxSearchWords = 8;

/**
 * A search text as the database's busca_prefixos() reads it (busca_consulta,
 * in the one_search_query migration): its words lower case without accents, separated by
 * commas, each followed by the words its abbreviation stands for. Empty when
 * the text has no word. A number may also be the end of a code: the
 * database's parser reads 'NR-10' as 'nr' and the signed '-10'.
 */
export function searchTerms(texto: string | null | undefined): string {
  return foldText(texto ?? "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, maxSearchWords)
    .map((word) => [word, ...(abbreviations[word] ?? []), ...(/^\d+$/.test(word) ? [`-${word}`] : [])].join(" "))
    .join(",");
}
