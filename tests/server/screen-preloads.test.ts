import { expect, it } from "vitest";
import { screenPreloads } from "../../server/http/screenPreloads.ts";

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

const hrefs = (links: string) => [...links.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(([, href]) => href);

it("links a screen's chunk and every chunk it imports, each once, but none that index.html loads already", () => {
  expect(hrefs(screenPreloads(manifest)(["routes/-jobs/JobSearchPage.tsx"]))).toEqual([
    "/assets/JobSearchPage-1.js",
    "/assets/Badge-1.js",
    "/assets/format-1.js",
    "/assets/Card-1.js",
  ]);
});

it("links what two screens share once", () => {
  const links = hrefs(screenPreloads(manifest)(["routes/-jobs/JobSearchPage.tsx", "routes/-job/JobPage.tsx"]));
  expect(links).toHaveLength(new Set(links).size);
  expect(links).toContain("/assets/JobPage-1.js");
});

it("links nothing for a screen the build does not know, or without a manifest", () => {
  expect(screenPreloads(manifest)(["routes/-old/OldPage.tsx"])).toBe("");
  expect(screenPreloads({})(["routes/-jobs/JobSearchPage.tsx"])).toBe("");
});
