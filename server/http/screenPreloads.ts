import { readFile } from "node:fs/promises";
import path from "node:path";

// A route's screen loads lazily (web/lazyScreen.ts): without a hint the browser learns of its code only
// once the app's own has arrived and run, and then fetches it with the modules it imports, six at a time
// over HTTP/1.1. A page can name them all instead, so they come beside the app's code (which pages name
// them: web/entry-server.tsx).

export interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, Chunk>;

/** The chunk keys `keys` name and every chunk they import, in the order met: what the browser fetches with them. */
export function reach(manifest: Manifest, keys: readonly string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (into.has(key) || !chunk) continue;
    into.add(key);
    reach(manifest, chunk.imports ?? [], into);
  }
  return into;
}

export type ScreenModules = (screens: readonly string[]) => string[];

/**
 * The files of screens' chunks and of the chunks they import, as the page names them ("/assets/…"), less those
 * index.html already loads; none for a screen the build does not know.
 */
export function screenModules(manifest: Manifest): ScreenModules {
  const entry = reach(manifest, Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  return (screens) => [...reach(manifest, screens)].filter((key) => !entry.has(key)).map((key) => `/${manifest[key]!.file}`);
}

/** Same attributes as Vite's own links in index.html: a module preload the browser can reuse for the import. */
export const preloadLinks = (files: readonly string[]) => files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join("");

/**
 * The build's chunk graph (`manifest: true` in web/vite.config.ts). A build without one (`npm run dev`,
 * the tests' stand-in builds) preloads no screen: the browser fetches each when its route asks.
 */
export async function readManifest(webDist: string): Promise<Manifest> {
  try {
    const parsed: unknown = JSON.parse(await readFile(path.join(webDist, ".vite/manifest.json"), "utf8"));
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Manifest) : {};
  } catch {
    return {};
  }
}
