import { expect, it } from "vitest";
import { preloadLinks, screenModules } from "../../server/http/screenPreloads.ts";

// The build's chunk graph as Vite's manifest writes it: the entry, the libraries and shell it imports,
// lazy screens and the chunks they share.
const manifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_vendor-1.js", "_shell-1.js"] },
  "_vendor-1.js": { file: "assets/vendor-1.js" },
  "_shell-1.js": { file: "assets/shell-1.js", imports: ["_vendor-1.js"] },
  "routes/-jobs/JobSearchPage.tsx": { file: "assets/JobSearchPage-1.js", imports: ["_vendor-1.js", "_shell-1.js", "_Badge-1.js", "_Card-1.js"] },
  "routes/-job/JobPage.tsx": { file: "assets/JobPage-1.js", imports: ["_shell-1.js", "_Badge-1.js"] },
  "_Badge-1.js": { file: "assets/Badge-1.js", imports: ["_format-1.js"] },
  "_Card-1.js": { file: "assets/Card-1.js", imports: ["_format-1.js"] },
  "_format-1.js": { file: "assets/format-1.js" },
};

it("names a screen's chunk and every chunk it imports, each once, but none that index.html loads already", () => {
  expect(screenModules(manifest)(["routes/-jobs/JobSearchPage.tsx"])).toEqual([
    "/assets/JobSearchPage-1.js",
    "/assets/Badge-1.js",
    "/assets/format-1.js",
    "/assets/Card-1.js",
  ]);
});

it("names what two screens share once", () => {
  const files = screenModules(manifest)(["routes/-jobs/JobSearchPage.tsx", "routes/-job/JobPage.tsx"]);
  expect(files).toHaveLength(new Set(files).size);
  expect(files).toContain("/assets/JobPage-1.js");
});

it("names nothing for a screen the build does not know, or without a manifest", () => {
  expect(screenModules(manifest)(["routes/-old/OldPage.tsx"])).toEqual([]);
  expect(screenModules({})(["routes/-jobs/JobSearchPage.tsx"])).toEqual([]);
});

it("links each module as Vite's own links in index.html do", () => {
  expect(preloadLinks(["/assets/Badge-1.js", "/assets/format-1.js"])).toBe(
    '<link rel="modulepreload" crossorigin href="/assets/Badge-1.js"><link rel="modulepreload" crossorigin href="/assets/format-1.js">',
  );
});
