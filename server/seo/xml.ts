import { excerpt } from "../../shared/excerpt.ts";

// Job texts are typed by companies and may hold anything: every value written
// into XML goes through `xmlText`, which also drops what XML 1.0 cannot carry
// at all (a control character makes the whole document unreadable to a parser).

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const notXmlChar = /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text for an element or an attribute value. */
export const xmlText = (text: string) => text.replace(notXmlChar, "").replace(/[&<>"']/g, (c) => entities[c] ?? c);

/**
 * Text as a CDATA section, as Indeed's feed wants every value: markup in it stays text without
 * entities. A `]]>` in the text would end the section early, so the section is closed after its
 * `]]` and a new one opened for the `>`.
 */
export const cdata = (text: string) => `<![CDATA[${text.replace(notXmlChar, "").replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;

/** On one line, at most `length` characters, cut at a word and marked with '…', without what XML cannot carry. */
export const truncate = (text: string, length: number) => excerpt(text.replace(notXmlChar, ""), length);

export const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>';
