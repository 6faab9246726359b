import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { preferredEncoding, type Encoding } from "./http/compression.ts";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".map": "application/json",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
};

/** Head tags (and status) for a client route the server can describe, e.g. a job page for crawlers. */
export type PageHead = (pathname: string) => Promise<{ head: string; status: number } | null>;

const headBlock = /<!-- page-head[^>]*-->[\s\S]*?<!-- \/page-head -->/;

/**
 * Serves the built web app: fingerprinted files under /assets are cached for a
 * year; a path of the route table gets the SPA's index.html, whose router shows
 * the screen; any other path gets it too, with status 404 (the router shows its
 * 404 page).
 */
export function createWebAssets(root: string, brand: string, isPagePath: (pathname: string) => boolean, pageHead?: PageHead) {
  const resolved = path.resolve(root);
  let indexHtml: Promise<string> | undefined;

  const readIndex = () =>
    (indexHtml ??= readFile(path.join(resolved, "index.html"), "utf8").then((html) => html.replaceAll("__BRAND__", escapeHtml(brand))));

  return async function serve(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    const filePath = path.resolve(resolved, `.${safeDecode(pathname)}`);
    // Source maps stay on the build machine: the code they expose is ours to keep.
    if (filePath.startsWith(resolved + path.sep) && pathname !== "/index.html" && !filePath.endsWith(".map")) {
      const file = await readAsset(filePath);
      if (file) return assetResponse(request, pathname, file);
    }
    try {
      const html = await readIndex();
      const page = await pageHead?.(pathname);
      return new Response(page ? html.replace(headBlock, () => page.head) : html, {
        status: page?.status ?? (isPagePath(pathname) ? 200 : 404),
        headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" },
      });
    } catch {
      indexHtml = undefined;
      return new Response("The web app is not built: run `npm run build`.", { status: 503 });
    }
  };
}

interface Asset {
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
  /** Copies compressed at build time (`.br`, `.gz` beside the file). */
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
}

// The build does not change under a running server: each file is read once.
const assets = new Map<string, Promise<Asset | null>>();

function readAsset(filePath: string): Promise<Asset | null> {
  let asset = assets.get(filePath);
  if (!asset) {
    asset = loadAsset(filePath);
    assets.set(filePath, asset);
    // A file that is not there may be built later (development): only files found are kept.
    void asset.then((found) => found ?? assets.delete(filePath));
  }
  return asset;
}

async function loadAsset(filePath: string): Promise<Asset | null> {
  const info = await stat(filePath).catch(() => undefined);
  if (!info?.isFile()) return null;
  const readIfThere = (suffix: string) => readFile(filePath + suffix).then((b) => new Uint8Array(b), () => undefined);
  const [bytes, br, gzip] = await Promise.all([readFile(filePath), readIfThere(".br"), readIfThere(".gz")]);
  const encoded: Asset["encoded"] = {};
  if (br) encoded.br = br;
  if (gzip) encoded.gzip = gzip;
  return { type: contentTypes[path.extname(filePath)] ?? "application/octet-stream", bytes: new Uint8Array(bytes), encoded };
}

function assetResponse(request: Request, pathname: string, asset: Asset): Response {
  const headers = new Headers({
    "content-type": asset.type,
    // Fingerprinted names change with their content: a browser never needs to ask again.
    "cache-control": pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
  });
  const available = Object.keys(asset.encoded) as Encoding[];
  if (available.length) headers.set("vary", "Accept-Encoding");
  const encoding = preferredEncoding(request.headers.get("accept-encoding"), available);
  const body = encoding ? asset.encoded[encoding]! : asset.bytes;
  if (encoding) headers.set("content-encoding", encoding);
  headers.set("content-length", String(body.byteLength));
  return new Response(request.method === "HEAD" ? null : body, { headers });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** A malformed escape in a URL is a path that matches no file, not a server error. */
function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
