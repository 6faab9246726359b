import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { constants, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { type Chunk, type Manifest, reach } from "../../server/http/screenPreloads.ts";
import { relayUnusedModules } from "../../web/vite.config.ts";

// What a phone downloads before it can show a public page, read from the build's chunk graph
// (`npm run build` writes dist/web/.vite/manifest.json; `npm run test:e2e` builds first).

const dist = path.resolve(process.env.WEB_DIST ?? "dist/web");

/**
 * gzip bytes of a public page's first JavaScript. The issue asks for 170 kB, but the libraries every page needs
 * before any screen of ours (React DOM, Relay, TanStack Router, styled-components) weigh 167 kB gzip on their own:
 * 170 kB would take replacing one of them, which the design card fixes. This budget holds what moving dialogs,
 * menus, toasts and forms off the first load achieved (from 259 kB for /jobs), and fails on any growth past it.
 * Each rise was argued in the commit that made it: `git log -L '/BUDGET_BYTES =/,+1:tests/e2e/bundle-budget.test.ts'`.
 * The shell names every lazy chunk's file, whose hash changes with its content and gzips a few bytes better or
 * worse, so an edit to any screen moves this measure by some tens of bytes.
 */
const BUDGET_BYTES = 195_800;

/** Each public page and the module its route loads lazily (see web/routes/index.tsx, jobs.index.tsx, jobs.$id.tsx). */
const pages = [
  { page: "/", screen: "routes/-landing/LandingPage.tsx" },
  { page: "/jobs", screen: "routes/-jobs/JobSearchPage.tsx" },
  { page: "/jobs/{id}", screen: "routes/-job/JobPage.tsx" },
];

/** Libraries that only some screens use, loaded when they open: none may be on a first load (recharts: the companies' analytics). */
const notOnFirstLoad = [
  "@radix-ui/react-dialog",
  "@radix-ui/react-dropdown-menu",
  "@radix-ui/react-toast",
  "@floating-ui/dom",
  "react-hook-form",
  "recharts",
];

function readManifest(): Manifest {
  const file = path.join(dist, ".vite/manifest.json");
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return JSON.parse(readFileSync(file, "utf8"));
}

/** The entry chunk, the lazy screen chunk, and every chunk they import statically (which the browser fetches with them). */
function firstLoad(manifest: Manifest, screen: string): Chunk[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error("the manifest names no entry chunk");
  if (!manifest[screen]) throw new Error(`the manifest has no chunk for ${screen}: was the screen renamed?`);
  return [...reach(manifest, [entry, screen])].map((key) => manifest[key]!);
}

/** Level 9, as the build's precompressed .gz copies. */
const gzipBytes = (chunk: Chunk) => gzipSync(readFileSync(path.join(dist, chunk.file)), { level: constants.Z_BEST_COMPRESSION }).length;

/** The source files bundled into a chunk, from its (unserved) source map; Rolldown's runtime chunk has neither. */
function sourcesOf(chunk: Chunk): string[] {
  const map = path.join(dist, `${chunk.file}.map`);
  return existsSync(map) ? JSON.parse(readFileSync(map, "utf8")).sources : [];
}

describe.each(pages)("the first load of $page", ({ screen }) => {
  it(`stays within ${BUDGET_BYTES / 1000} kB of gzipped JavaScript`, () => {
    const chunks = firstLoad(readManifest(), screen).map((chunk) => ({ file: chunk.file, bytes: gzipBytes(chunk) }));
    const total = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
    const largest = chunks
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5)
      .map((chunk) => `${chunk.file} ${(chunk.bytes / 1000).toFixed(1)} kB`)
      .join(", ");
    expect(total, `${(total / 1000).toFixed(1)} kB gzip in ${chunks.length} chunks; largest: ${largest}`).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it("carries no dialog, menu, toast or form library", () => {
    const found = firstLoad(readManifest(), screen).flatMap((chunk) =>
      sourcesOf(chunk)
        .filter((source) => notOnFirstLoad.some((library) => source.includes(`node_modules/${library}/`)))
        .map((source) => `${chunk.file}: ${source.replace(/^.*node_modules\//, "")}`),
    );
    expect(found).toEqual([]);
  });
});

describe("the shell chunk", () => {
  // web/startupTask.ts: on a phone's CPU the libraries' evaluation and the app's had been one task of 100–280 ms.
  it("ends the libraries' task before it evaluates the app's modules", () => {
    const manifest = readManifest();
    const shell = Object.values(manifest).find((chunk) => /^assets\/shell-[\w-]+\.js$/.test(chunk.file));
    if (!shell) throw new Error("the manifest names no shell chunk");
    const code = readFileSync(path.join(dist, shell.file), "utf8");
    // `nextTask` defined and awaited at once, as Rolldown writes web/startupTask.ts.
    const yieldAt = code.search(/(\w+)=\(\)=>new Promise\(\(?(\w+)\)?=>setTimeout\(\2,0\)\);await \1\(\)/);
    expect(yieldAt, "the shell awaits no task").toBeGreaterThan(-1);
    // The routes' paths stand for the app's modules: the route table is defined after the yield, with its screens.
    for (const route of ["`/dashboard/candidate`", "`/jobs/$id`", "`/auth`"]) expect(code.indexOf(route), route).toBeGreaterThan(yieldAt);
  });
});

describe("react-relay's hooks", () => {
  // web/vite.config.ts (relayRunningHooks) builds in only the implementations this flag has react-relay run.
  it("are built in as the implementations react-relay runs, without those it would not", async () => {
    const { RelayFeatureFlags } = await import("relay-runtime");
    expect(RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY).toBe(true);
    const sources = firstLoad(readManifest(), "routes/-jobs/JobSearchPage.tsx").flatMap(sourcesOf);
    const hooks = sources.filter((source) => /react-relay\/lib\/relay-hooks\/(useFragmentInternal|useLoadMoreFunction|useQueryLoader)/.test(source));
    expect(hooks.map((source) => source.replace(/^.*relay-hooks\//, "")).sort()).toEqual([
      "useFragmentInternal_EXPERIMENTAL.js",
      "useLoadMoreFunction_EXPERIMENTAL.js",
      "useQueryLoader_EXPERIMENTAL.js",
    ]);
  });
});

describe("Relay's unused modules", () => {
  const modules = path.resolve("node_modules");

  /** The names the entry file `entry` exports from `module`, directly or destructured from it. */
  function exportedFrom(entry: string, module: string): string[] {
    const code = readFileSync(path.join(modules, entry), "utf8");
    const required = new RegExp(`var (\\w+) = require\\('${module.replace(/[./]/g, "\\$&")}'\\)((?:,\\s*\\w+ = \\1\\.\\w+)*);`).exec(code);
    if (!required) throw new Error(`${entry} no longer requires ${module}`);
    const bound = required[2] ? [...required[2].matchAll(/(\w+) = \w+\.\w+/g)].map((match) => match[1]!) : [required[1]!];
    return bound.flatMap((name) => [...code.matchAll(new RegExp(`(\\w+): ${name}\\b`, "g"))].map((match) => match[1]!));
  }

  // web/vite.config.ts (relayUnusedExports) has each entry require a stub for them instead.
  it.each(Object.entries(relayUnusedModules))("of %s are left out, and nothing else in the build reads what they export", (entry, unused) => {
    const names = unused.flatMap((module) => exportedFrom(entry, module));
    expect(names.length).toBeGreaterThanOrEqual(unused.length);
    const sources = [...new Set(Object.values(readManifest()).flatMap(sourcesOf))].map((source) => path.resolve(dist, "assets", source));
    const lib = path.dirname(path.join(modules, entry));
    expect(unused.filter((module) => sources.includes(`${path.join(lib, module)}.js`))).toEqual([]);
    const pkg = path.join(modules, entry.split("/")[0]!);
    // The server's renderer (dist/server, built without maps) bundles the same stubs: every module of the app counts
    // (not the build's configuration, which names them).
    const app = readdirSync("web", { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && file !== "vite.config.ts")
      .map((file) => path.resolve("web", file));
    const readers = [...new Set([...sources, ...app])]
      .filter((file) => !file.startsWith(pkg) && existsSync(file))
      .filter((file) => names.some((name) => new RegExp(`\\b${name}\\b`).test(readFileSync(file, "utf8"))));
    expect(readers.map((file) => path.relative(".", file))).toEqual([]);
  });
});
