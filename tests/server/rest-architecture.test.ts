import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const restDir = path.join(root, "server/rest");

/** The modules a source file imports, as paths from the repository's root. */
function importsIn(source: string, file: string): string[] {
  return [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["'](\.[^"']*)["']/g)].map((match) =>
    path.relative(root, path.resolve(path.dirname(file), match[1]!)),
  );
}

const reachesDomain = (target: string) => target === "server/domain" || target.startsWith("server/domain/");

it("the REST shims import nothing from server/domain: they run the GraphQL schema", () => {
  const files = readdirSync(restDir).filter((name) => name.endsWith(".ts"));
  expect(files.length).toBeGreaterThan(5);
  const reaching = files.flatMap((name) =>
    importsIn(readFileSync(path.join(restDir, name), "utf8"), path.join(restDir, name))
      .filter(reachesDomain)
      .map((target) => `${name} → ${target}`),
  );
  expect(reaching).toEqual([]);
});

it("notices an import into server/domain, static, type-only or dynamic", () => {
  const file = path.join(restDir, "probe.ts");
  const source = `import { a } from "../domain/jobs.ts";\nimport type { B } from "../domain/context.ts";\nawait import("../domain/cep.ts");\nimport { c } from "./http.ts";`;
  expect(importsIn(source, file).filter(reachesDomain)).toEqual(["server/domain/jobs.ts", "server/domain/context.ts", "server/domain/cep.ts"]);
});
