import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";
import { globalCss } from "./theme/globalCss.ts";
import { theme } from "./theme/theme.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * A preload of the text's font file (its Latin subset, which Portuguese needs whole), fetched with the page's
 * scripts. Found by the browser only once the page's first layout had met text, it arrived after that layout,
 * and every line was laid out again in the new font: on a phone (4× CPU) a second whole layout of about 60 ms.
 * `crossorigin`, as fonts are fetched: without it the browser downloads the file twice.
 */
function latinFontPreload(css: string): string {
  if (!css.includes("@font-face")) return "";
  const latin = css.split("@font-face").find((rule) => /unicode-range:\s*U\+(?:\?\?|0000-00FF)[,;}]/i.test(rule));
  const url = latin && /url\((\/[^)]+\.woff2)\)/.exec(latin)?.[1];
  if (!url) throw new Error("index.html's stylesheets: their @font-face rules have no Latin subset (U+0000-00FF) as a .woff2 to preload");
  return `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`;
}

/**
 * The page's stylesheet (the font's @font-face rules, 1 kB; the base rules come from globalStylesheet, every other
 * style is styled-components') goes in the page: as a file of its own it held the first paint for another round
 * trip (Lighthouse: "render-blocking", 300 ms on its 4G). Only a stylesheet index.html links can: one a module
 * imports is named in the chunk's dependencies, which the browser then fetches on a lazy screen's import, and fails
 * that import if it is gone.
 */
function inlineStylesheets(): Plugin {
  return {
    name: "encaixe:inline-stylesheets",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((output) => (output.type === "chunk" ? [output] : []));
        const page = html.replace(/<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== "asset") return tag;
          delete bundle[file];
          // Nor does the manifest name it any more.
          for (const chunk of chunks) chunk.viteMetadata?.importedCss.delete(file);
          return `${latinFontPreload(String(asset.source))}<style>${asset.source}</style>`;
        });
        // The entry's styles are those index.html links; any other chunk's would be fetched with it.
        const imported = chunks.flatMap((chunk) => (chunk.isEntry ? [] : [...(chunk.viteMetadata?.importedCss ?? [])]));
        if (imported.length) throw new Error(`${imported.join(", ")}: styles come from styled-components or web/index.html, not from a module's import`);
        return page;
      },
    },
  };
}

/**
 * The page's base rules (web/theme/globalCss.ts) in index.html, in development too: above the block the server
 * replaces on the pages it describes (server/web-assets.ts), so that every page keeps them.
 */
function globalStylesheet(): Plugin {
  const marker = "<!-- page-head";
  return {
    name: "encaixe:global-stylesheet",
    transformIndexHtml(html) {
      if (!html.includes(marker)) throw new Error(`web/index.html: no "${marker}" block to put the base rules above`);
      const css = globalCss(theme)
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/\s*\n\s*/g, " ")
        .trim();
      return html.replace(marker, `<style>${css}</style>\n    ${marker}`);
    },
  };
}

/**
 * react-relay chooses three hooks' implementations as it runs, by a feature flag on by default
 * (`RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY`), and its CommonJS modules bring both: the one that never
 * runs was 1.5 kB gzip of every page's first load. Its modules import the one that runs instead;
 * tests/e2e/bundle-budget.test.ts fails if the flag's default changes.
 */
function relayRunningHooks(): Plugin {
  const chosen = /^((?:\.\.?\/)+(?:relay-hooks\/)?)(useFragmentInternal|useLoadMoreFunction|useQueryLoader)$/;
  return {
    name: "encaixe:relay-running-hooks",
    enforce: "pre",
    resolveId(source, importer) {
      const hook = chosen.exec(source);
      if (!hook || !importer?.includes("/node_modules/react-relay/lib/")) return null;
      return this.resolve(`${hook[1]}${hook[2]}_EXPERIMENTAL`, importer, { skipSelf: true });
    },
  };
}

/**
 * Relay's entry files require every module of their API, and CommonJS cannot be tree-shaken: these, which the app
 * does not use (relay-runtime's opt-in normalizer, the legacy containers' resolver, the experimental observers, a
 * client response cache, the deprecated fetchQuery, a 3D payload helper; react-relay's entry points, an action
 * hook and an invalidation hook), were 5.0 kB gzip of every first load. Required from that entry they are a
 * function that throws; a module of Relay's own that needs one still gets it. tests/e2e/bundle-budget.test.ts
 * checks that nothing else in the build reads them from the entry.
 */
export const relayUnusedModules: Record<string, string[]> = {
  "relay-runtime/lib/index.js": [
    "./store/NormalizationEngine",
    "./store/createFragmentSpecResolver",
    "./experimental",
    "./network/RelayQueryResponseCache",
    "./query/fetchQuery_DEPRECATED",
    "./util/createPayloadFor3DField",
  ],
  "react-relay/lib/hooks.js": [
    "./relay-hooks/EntryPointContainer.react",
    "./relay-hooks/loadEntryPoint",
    "./relay-hooks/useEntryPointLoader",
    "./relay-hooks/useMutationAction_EXPERIMENTAL",
    "./relay-hooks/useSubscribeToInvalidationState",
  ],
};

function relayUnusedExports(): Plugin {
  const prefix = "\0encaixe:relay-unused:";
  return {
    name: "encaixe:relay-unused-exports",
    enforce: "pre",
    resolveId(source, importer) {
      const entry = importer?.split("/node_modules/").at(-1);
      if (!entry || !relayUnusedModules[entry]?.includes(source)) return null;
      return `${prefix}${entry}:${source}`;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const message = `${id.slice(prefix.length)} is left out of the app's builds (web/vite.config.ts)`;
      return `module.exports = function leftOut() { throw new Error(${JSON.stringify(message)}); };`;
    },
  };
}

export default defineConfig({
  root,
  plugins: [
    react(),
    // Relay's graphql`` tags become imports of the compiled artifacts in __generated__/.
    babel({ plugins: ["relay"] }),
    relayRunningHooks(),
    relayUnusedExports(),
    inlineStylesheets(),
    globalStylesheet(),
    // The server sends these copies as they are, rather than compressing each response. woff2 is
    // compressed already; maps are never served; the manifest is for the build's own checks.
    compression({
      include: /\.(js|css|svg|html|json)$/,
      exclude: /^\.vite\//,
      algorithms: ["brotliCompress", "gzip"],
    }),
  ],
  resolve: {
    // react-relay's main entry also bundles the legacy container API (QueryRenderer,
    // createFragmentContainer…), which this app never uses; its hooks entry is the same
    // API without them, about 7 kB less gzip on every page.
    alias: [{ find: /^react-relay$/, replacement: "react-relay/hooks" }],
  },
  build: {
    outDir: fileURLToPath(new URL("../dist/web", import.meta.url)),
    emptyOutDir: true,
    // Maps stay on the build machine (for debugging a build); the server never serves them.
    sourcemap: "hidden",
    // The chunk graph, which tests/e2e/bundle-budget.test.ts reads to weigh each page's first load.
    manifest: true,
    // The vendor chunk is over Vite's 500 kB warning; the budget test watches what counts, the first load's gzip.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Left to itself Rolldown cut the first load into some thirty files, the libraries spread over
        // chunks named after whichever app module met them first. Two groups instead: the libraries
        // every page starts with (unchanged by deploys of app code alone, so they stay cached), and the
        // app's shell (layout, router, route loaders). 6 kB less gzip on /jobs, and 20 fewer requests.
        codeSplitting: {
          groups: [
            { name: "vendor", tags: ["$initial"], test: /node_modules/, priority: 2 },
            // Not the entry module itself: taken into a group, it would lose its entry in the manifest. Nor the
            // stylesheet index.html links: it stays the entry's, which inlineStylesheets puts in the page.
            { name: "shell", tags: ["$initial"], test: (id) => !/index\.html|main\.tsx|\.css$/.test(id), priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
});
