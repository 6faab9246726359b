/** Whitespace that runs together; a no-break space holds its words together ("R$ 5.000", "10 h"), so it stays. */
const breakingSpace = /[^\S\u00a0\u202f]+/g;

/** What a cut text does not end on before its "…": a space, a comma, a stop, or an opening bracket, quote or dash. */
const dangling = /[\s,;:.!?([{"“‘«—–/-]+$/u;

/**
 * The beginning of a text on one line, at most `length` characters including the "…" it ends with when
 * more follows: cut after a whole word, or inside one only when no space comes in its first half (a
 * long link), and never inside a character.
 */
export function excerpt(text: string, length: number): string {
  const chars = Array.from(text.replace(breakingSpace, " ").trim());
  if (chars.length <= length) return chars.join("");
  // A space at `length - 1` ends the last whole word that fits before the "…".
  const lastSpace = chars.lastIndexOf(" ", length - 1);
  const kept = chars.slice(0, lastSpace > length / 2 ? lastSpace : length - 1).join("");
  return `${kept.replace(dangling, "") || kept}…`;
}

/**
 * How much of a description a job card receives. A card shows two lines of it on a computer and three on
 * a phone (web/routes/-jobs/JobCard.tsx), about 200 characters at most; a description may hold 10,000, and
 * a page of 20 cards sent them whole, in its answer and twice in the page the server renders.
 */
export const jobExcerptLength = 240;

/** The beginning of a job's description as a card shows it. */
export const jobExcerpt = (descricao: string) => excerpt(descricao, jobExcerptLength);
