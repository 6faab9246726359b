/** Whitespace that runs together; a no-break space holds its words together ("R$ 5.000", "10 h"), so it stays. */
const breakingSpace = /[^\S\u00a0\u202f]+/g;

/** What a cut text does not end on before its "…": a space, a comma, a stop, or an opening bracket, quote or dash. */
const dangling = /[\s,;:.!?([{"“‘«—–/-]+$/u;

const pairHalf = /[\uD800-\uDFFF]/;

/**
 * A text's characters, indexable one by one. Without a pair of code units (an emoji, a rare ideogram), as
 * almost every description, they are its code units, and the array of one string per character, two
 * thirds of an excerpt's cost, is spared (15 -> 5 µs a card).
 */
const characters = (text: string): string | string[] => (pairHalf.test(text) ? Array.from(text) : text);

const joined = (chars: string | string[]) => (typeof chars === "string" ? chars : chars.join(""));

/**
 * The first `count` characters of a text on one line: each run of breaking whitespace one space, none at
 * either end. It reads the text's beginning only, as much as that takes: a page of 20 cards read 20 whole
 * descriptions to show 240 characters of each (74 µs a card for one of 5,000 characters).
 */
function firstCharacters(text: string, count: number): string | string[] {
  for (let window = 2 * count + 2; ; window *= 4) {
    const whole = window >= text.length;
    const chars = characters((whole ? text : text.slice(0, window)).replace(breakingSpace, " ").trim());
    // Only a beginning's last character can differ from the whole text's: half of a pair, or a space trimmed.
    if (whole || chars.length > count) return chars.slice(0, count);
  }
}

/**
 * The beginning of a text on one line, at most `length` characters including the "…" it ends with when
 * more follows: cut after a whole word, or inside one only when no space comes in its first half (a
 * long link), and never inside a character.
 */
export function excerpt(text: string, length: number): string {
  if (!Number.isSafeInteger(length) || length < 1) throw new RangeError(`excerpt length must be a positive integer, not ${length}`);
  // One character past the length tells whether more follows.
  const chars = firstCharacters(text, length + 1);
  if (chars.length <= length) return joined(chars);
  // A space at `length - 1` ends the last whole word that fits before the "…".
  const lastSpace = chars.lastIndexOf(" ", length - 1);
  const kept = joined(chars.slice(0, lastSpace > length / 2 ? lastSpace : length - 1));
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
