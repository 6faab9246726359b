// Prints the Pothos schema to schema.graphql (read by relay-compiler and the
// mock server). tests/server/schema.test.ts fails when the file is stale.
import { writeFile } from "node:fs/promises";
import { printSchema } from "graphql";
import { schema } from "../server/graphql/index.ts";

const check = process.argv.includes("--check");
const printed = `${printSchema(schema)}\n`;
const target = new URL("../schema.graphql", import.meta.url);
if (check) {
  const { readFile } = await import("node:fs/promises");
  if ((await readFile(target, "utf8").catch(() => "")) !== printed) {
    console.error("schema.graphql is stale: run npm run schema");
    process.exit(1);
  }
} else {
  await writeFile(target, printed);
  console.log("wrote schema.graphql");
}
