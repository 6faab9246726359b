// Writes the partner reference (docs/parceiros-referencia.md) and the /desenvolvedores page's
// content from docs/parceiros.md and schema.public.graphql; run by `npm run schema` after it prints
// the schema. tests/server/partner-docs.test.ts fails when they are stale (`--check` does the same).
import { readFile, writeFile } from "node:fs/promises";
import { fileUrl, partnerDocsFiles } from "./partner-docs/files.ts";

const check = process.argv.includes("--check");
for (const { file, printed } of await partnerDocsFiles()) {
  if (!check) {
    await writeFile(fileUrl(file), printed);
    console.log(`wrote ${file}`);
  } else if ((await readFile(fileUrl(file), "utf8").catch(() => "")) !== printed) {
    console.error(`${file} is stale: run npm run schema`);
    process.exitCode = 1;
  }
}
