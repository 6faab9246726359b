import { readFile } from "node:fs/promises";
import path from "node:path";

// A route's screen loads lazily (web/lazyScreen.ts): without a hint the browser learns of its code only
// once the app's own has arrived and run, and then fetches it with the modules it imports, six at a time
// over HTTP/1.1. A page can name them all instead, so they come beside the app's code (which pages name
// them: web/entry-server.tsx).

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, Chunk>;

/** `<link rel="modulepreload">` for the screens' chunks and the chunks they import, less those index.html already loads. */
export function screenPreloadLinks(manifest: Manifest, screens: readonly string[]): string {
  const reach = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      reach(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const entry = reach(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  return [...reach([...screens])]
    .filter((key) => !entry.has(key))
    // Same attributes as Vite's own links in index.html: a module preload the browser can reuse for the import.
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`)
    .join("");
}

/** The build's chunk graph (`manifest: true` in web/vite.config.ts); none, and no links, when the build has no manifest. */
export async function readManifest(webDist: string): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(path.join(webDist, ".vite/manifest.json"), "utf8")) as Manifest;
  } catch {
    return {};
  }
}
