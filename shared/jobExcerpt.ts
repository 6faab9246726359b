/**
 * How much of a description a job card receives. A card shows two lines of it on a computer and three on
 * a phone (web/routes/-jobs/JobCard.tsx), about 200 characters at most; a description may hold 10,000, and
 * a page of 20 cards sent them whole, in its answer and twice in the page the server renders.
 */
export const jobExcerptLength = 240;

const highSurrogate = /[\uD800-\uDBFF]$/;

/**
 * The beginning of a job's description as a card shows it: its paragraphs run together, cut after a whole
 * word within `jobExcerptLength` characters, with "…" when more follows.
 */
export function jobExcerpt(descricao: string): string {
  const text = descricao.replace(/\s+/g, " ").trim();
  if (text.length <= jobExcerptLength) return text;
  const head = text.slice(0, jobExcerptLength + 1);
  const lastSpace = head.lastIndexOf(" ");
  // A text with no space in its first half (a long link) is cut where the length ends, never inside a character.
  const words = lastSpace > jobExcerptLength / 2 ? head.slice(0, lastSpace) : head.slice(0, jobExcerptLength).replace(highSurrogate, "");
  return `${words.replace(/[\s,;:.!?-]+$/, "")}…`;
}
