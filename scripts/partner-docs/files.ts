import { readFile, writeFile } from "node:fs/promises";
import { buildSchema } from "graphql";
import { type PartnerDocs, referenceSections } from "../../web/routes/-developers/docTypes.ts";
import { parseGuide, referenceAnchor } from "./guide.ts";
import { referenceMarkdown, referenceOf } from "./reference.ts";

// What `npm run schema` writes after schema.public.graphql: the reference in Markdown beside the
// guide, and the page's content (guide and reference) as a module the lazy /desenvolvedores route imports.

const root = new URL("../../", import.meta.url);

/** Every anchor the page will carry, which must be unique for its links to land. */
function checkAnchors(docs: PartnerDocs) {
  const ids = [
    ...docs.guide.flatMap((block) => (block.kind === "heading" ? [block.id] : [])),
    referenceAnchor,
    ...referenceSections.map((section) => section.id),
    ...docs.reference.map((type) => type.id),
  ];
  const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (repeated.length) throw new Error(`the page would repeat the anchors ${repeated.join(", ")}: rename a heading of docs/parceiros.md`);
}

/** The generated files and their content, from the committed guide and public schema. */
export async function partnerDocsFiles(): Promise<{ file: string; printed: string }[]> {
  const [guide, sdl] = await Promise.all([readFile(new URL("docs/parceiros.md", root), "utf8"), readFile(new URL("schema.public.graphql", root), "utf8")]);
  const docs: PartnerDocs = { guide: parseGuide(guide), reference: referenceOf(buildSchema(sdl)) };
  checkAnchors(docs);
  const module = [
    "// Written by `npm run schema` (scripts/partner-docs/) from docs/parceiros.md and schema.public.graphql: do not edit.",
    "// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the code examples hold JavaScript and shell placeholders",
    'import type { PartnerDocs } from "./docTypes.ts";',
    "",
    `export const partnerDocs: PartnerDocs = ${JSON.stringify(docs, null, 2)};`,
    "",
  ].join("\n");
  return [
    { file: "docs/parceiros-referencia.md", printed: referenceMarkdown(docs.reference) },
    { file: "web/routes/-developers/partnerDocs.generated.ts", printed: module },
  ];
}

export const fileUrl = (file: string) => new URL(file, root);

/** Writes the generated files, or with `check` only reports the stale ones; false when any was stale. */
export async function updatePartnerDocs(check: boolean): Promise<boolean> {
  let fresh = true;
  for (const { file, printed } of await partnerDocsFiles()) {
    if (!check) {
      await writeFile(fileUrl(file), printed);
      console.log(`wrote ${file}`);
    } else if ((await readFile(fileUrl(file), "utf8").catch(() => "")) !== printed) {
      console.error(`${file} is stale: run npm run schema`);
      fresh = false;
    }
  }
  return fresh;
}
