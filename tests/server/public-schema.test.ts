import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { printSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { publicSchema } from "../../server/graphql/index.ts";
import { committedVersions, contractFile, unannouncedBreaks } from "../../scripts/schema-contract.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const working = () => readFile(new URL(`../../${contractFile}`, import.meta.url), "utf8");

describe("the partners' public schema", () => {
  it(`${contractFile} matches the schema partner keys read (run \`npm run schema\` when this fails)`, async () => {
    expect(await working()).toBe(`${printSchema(publicSchema)}\n`);
  });

  it("passes graphql-schema-linter's default rules: every type, field, argument and enum value described", async () => {
    const linter = fileURLToPath(new URL("../../node_modules/graphql-schema-linter/lib/cli.js", import.meta.url));
    const run = await promisify(execFile)(process.execPath, [linter, "--format", "json", contractFile], { cwd: root }).catch(
      (failed: { stdout: string }) => failed,
    );
    expect(JSON.parse(run.stdout).errors).toEqual([]);
  });

  it("never broke without deprecating first, in any committed version or in the working copy", async () => {
    const versions = [...committedVersions(root).map((version) => version.text), await working()];
    for (let i = 1; i < versions.length; i++) expect(await unannouncedBreaks(versions[i - 1]!, versions[i]!)).toEqual([]);
  });

  it("the check refuses a field removed or made nullable without deprecation, and lets a deprecated one go", async () => {
    const before = `type Query {
      "a" vagas: [String!]!
      "b" antigo: String @deprecated(reason: "Use vagas")
      "c" titulo: String!
    }`;
    expect(await unannouncedBreaks(before, `type Query { "a" vagas: [String!]! "c" titulo: String! }`)).toEqual([]);
    expect(await unannouncedBreaks(before, `type Query { "a" vagas: [String!]! "b" antigo: String @deprecated(reason: "x") "c" titulo: String }`)).toHaveLength(1);
    expect(await unannouncedBreaks(before, `type Query { "b" antigo: String @deprecated(reason: "x") "c" titulo: String! }`)).toEqual([
      expect.stringContaining("vagas"),
    ]);
  });
});
