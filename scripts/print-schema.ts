// Prints the Pothos schema to schema.graphql (read by relay-compiler and the
// mock) and the partners' public schema to schema.public.graphql (their
// contract). tests/server/schema.test.ts fails when either file is stale, and
// tests/server/public-schema.test.ts when the contract breaks. Then the partner
// docs generated from the public schema (tests/server/partner-docs.test.ts).
import { readFile, writeFile } from "node:fs/promises";
import { printSchema } from "graphql";
import { publicSchema, schema } from "../server/graphql/index.ts";
import { updatePartnerDocs } from "./partner-docs/files.ts";

const files = [
  { file: "schema.graphql", printed: `${printSchema(schema)}\n` },
  { file: "schema.public.graphql", printed: `${printSchema(publicSchema)}\n` },
];
const check = process.argv.includes("--check");
for (const { file, printed } of files) {
  const target = new URL(`../${file}`, import.meta.url);
  if (!check) {
    await writeFile(target, printed);
    console.log(`wrote ${file}`);
  } else if ((await readFile(target, "utf8").catch(() => "")) !== printed) {
    console.error(`${file} is stale: run npm run schema`);
    process.exitCode = 1;
  }
}
if (!(await updatePartnerDocs(check))) process.exitCode = 1;
