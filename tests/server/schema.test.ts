import { readFile } from "node:fs/promises";
import { printSchema } from "graphql";
import { expect, it } from "vitest";
import { schema } from "../../server/graphql/index.ts";

it("schema.graphql matches the schema the server serves (run `npm run schema` when this fails)", async () => {
  const committed = await readFile(new URL("../../schema.graphql", import.meta.url), "utf8");
  expect(committed).toBe(`${printSchema(schema)}\n`);
});
