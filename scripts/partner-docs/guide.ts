import type { Block, Inline } from "../../web/routes/-developers/docTypes.ts";

// docs/parceiros.md as blocks the /desenvolvedores page renders. It reads the Markdown that file
// uses (headings, paragraphs, lists, fenced code whose info string is `language Label`, inline
// code, bold and links) and refuses anything else, so the page never silently drops a part.

/** Where the page stops: what follows is for the team that runs the site. */
export const pageEndMarker = "<!-- fim da página /desenvolvedores";

/** The reference file, which the page shows below the guide under this anchor. */
export const referenceAnchor = "referencia";
const referenceFile = "parceiros-referencia.md";

const inlinePattern = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Links to the reference file become anchors on the page, where the reference follows the guide. */
function pageHref(href: string): string {
  if (href === referenceFile) return `#${referenceAnchor}`;
  if (href.startsWith(`${referenceFile}#`)) return href.slice(referenceFile.length);
  if (/^(https?:|mailto:|#)/.test(href)) return href;
  throw new Error(`docs/parceiros.md: the page cannot follow the link ${href}`);
}

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(inlinePattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    const [, code, strong, link, href] = match;
    if (code !== undefined) parts.push({ code });
    else if (strong !== undefined) parts.push({ strong });
    else parts.push({ link: link!, href: pageHref(href!) });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** A heading's anchor: lower case, without accents, words joined by hyphens. */
export const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const listItem = /^(?:(\d+)\.|-) +(.*)$/;

/** The blocks of the guide, from after its title to the page-end marker. */
export function parseGuide(markdown: string): Block[] {
  const end = markdown.indexOf(pageEndMarker);
  if (end < 0) throw new Error(`docs/parceiros.md has no "${pageEndMarker}" line`);
  const lines = markdown.slice(0, end).split("\n");
  const blocks: Block[] = [];
  let i = 0;
  const joined = (parts: string[]) => parts.map((part) => part.trim()).join(" ");
  while (i < lines.length) {
    const line = lines[i]!;
    if (!line.trim() || line.startsWith("# ")) {
      i++;
      continue;
    }
    const heading = /^(#{2,3}) (.+)$/.exec(line);
    if (heading) {
      blocks.push({ kind: "heading", level: heading[1]!.length as 2 | 3, id: slug(heading[2]!), text: heading[2]! });
      i++;
      continue;
    }
    const fence = /^```(\w+)(?: (.+))?$/.exec(line);
    if (fence) {
      const close = lines.indexOf("```", i + 1);
      if (close < 0) throw new Error(`docs/parceiros.md: the code block at line ${i + 1} never closes`);
      if (!fence[2]) throw new Error(`docs/parceiros.md: the code block at line ${i + 1} needs a label after its language`);
      blocks.push({ kind: "code", language: fence[1]!, label: fence[2], code: lines.slice(i + 1, close).join("\n") });
      i = close + 1;
      continue;
    }
    const first = listItem.exec(line);
    if (first) {
      const items: string[][] = [];
      while (i < lines.length && lines[i]!.trim()) {
        const item = listItem.exec(lines[i]!);
        if (item) items.push([item[2]!]);
        else if (/^ {2,}\S/.test(lines[i]!)) items.at(-1)!.push(lines[i]!);
        else throw new Error(`docs/parceiros.md: line ${i + 1} is neither a list item nor its continuation`);
        i++;
      }
      blocks.push({ kind: "list", ordered: first[1] !== undefined, items: items.map((item) => parseInline(joined(item))) });
      continue;
    }
    if (/^(<|>|\||```)/.test(line)) throw new Error(`docs/parceiros.md: the page does not render line ${i + 1}: ${line}`);
    const paragraph: string[] = [];
    while (i < lines.length && lines[i]!.trim() && !/^(#|```|- |\d+\. )/.test(lines[i]!)) paragraph.push(lines[i++]!);
    blocks.push({ kind: "paragraph", content: parseInline(joined(paragraph)) });
  }
  return blocks;
}

/** Every fenced block of the whole file, the part after the page's end too: what tests run. */
export function codeBlocks(markdown: string): { language: string; label: string; code: string }[] {
  return [...markdown.matchAll(/^```(\w+) (.+)\n([\s\S]*?)\n```$/gm)].map(([, language, label, code]) => ({
    language: language!,
    label: label!,
    code: code!,
  }));
}
