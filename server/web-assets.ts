import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { preferredEncoding, type Encoding } from "./http/compression.ts";
import { escapeHtml } from "./http/escapeHtml.ts";
import { preloadLinks, readManifest, type ScreenModules, screenModules } from "./http/screenPreloads.ts";
import { earlyInputScript } from "../web/earlyInput.ts";
import { Headers, type Request, Response } from "./http/fetchApi.ts";

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

/** What the server adds to index.html for one page. */
export interface PageContent {
  status: number;
  /** Replaces the page-head block: a job's title, description and JSON-LD, for crawlers. */
  meta?: string;
  /** Replaces the text of index.html's <title> (the page's own, '{página} · {brand}'). */
  title?: string;
  /** Added at the end of <head>: server-rendered styles, preload links. */
  head?: string;
  /**
   * The route's screen modules, as the build's manifest names them: their code is preloaded
   * (server/http/screenPreloads.ts), by the page's links or, on a page the server drew, by the app (web/screenModules.ts).
   */
  screens?: string[];
  /** Server-rendered markup of #root. */
  body?: string;
  /** The JSON the browser hydrates `body` with (web/main.tsx reads it by this script's id). */
  state?: string;
  /** When `body` was drawn: its relative times ('Há 2 minutos') say how long before then (web/drawnAt.ts). */
  drawnAt?: number;
  /** Drawn for someone signed in: it shows their data, which no cache may keep, the browser's included. */
  personal?: boolean;
}

/** index.html, and the chunk graph its pages' screens are preloaded from. */
interface Build {
  html: string;
  modules: ScreenModules;
}

/** A page's content, or a response of its own (a redirect). */
type PageFor = () => Promise<PageContent | Response | null>;

const headBlock = /<!-- page-head[^>]*-->[\s\S]*?<!-- \/page-head -->/;
const emptyRoot = '<div id="root"></div>';

// Function replacers throughout: a job's text may hold `$&` and other replacement patterns.
function fill({ html, modules }: Build, { meta, title, head, screens, body, state, drawnAt }: PageContent): string {
  let page = html;
  if (meta) page = page.replace(headBlock, () => meta);
  if (title) page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  const rendered = body !== undefined && state !== undefined;
  // The first queries' preloads (in `head`) first: the screens' dozens of files would hold them back otherwise.
  const files = screens ? modules(screens) : [];
  // A page the server drew names its screen's code as data, not as links: linked, it would be fetched before the
  // page's largest paint, which Lighthouse's simulation then counts it against (web/entry-server.tsx).
  const tags = (rendered ? `<script>${earlyInputScript}</script>` : "") + (head ?? "") + (rendered ? "" : preloadLinks(files));
  if (tags) page = page.replace("</head>", () => `${tags}</head>`);
  if (rendered) {
    const named = files.length ? `<script type="application/json" id="screen-modules">${JSON.stringify(files)}</script>` : "";
    const drawn = drawnAt === undefined ? "" : ` data-drawn-at="${drawnAt}"`;
    page = page.replace(emptyRoot, () => `<div id="root"${drawn}>${body}</div><script type="application/json" id="relay-records">${state}</script>${named}`);
  }
  return page;
}

/**
 * Serves the built web app: fingerprinted files under /assets are cached for a
 * year; a path of the route table gets the SPA's index.html, filled with what
 * `page` gives for it (server-rendered markup, head tags); any other path gets
 * it too, with status 404 (the router shows its 404 page).
 */
export function createWebAssets(root: string, brand: string, isPagePath: (pathname: string) => boolean) {
  const resolved = path.resolve(root);
  let build: Promise<Build> | undefined;

  const readBuild = () =>
    (build ??= Promise.all([readFile(path.join(resolved, "index.html"), "utf8"), readManifest(resolved)]).then(([html, manifest]) => ({
      html: html.replaceAll("__BRAND__", escapeHtml(brand)),
      modules: screenModules(manifest),
    })));

  return async function serve(request: Request, page?: PageFor): Promise<Response> {
    const { pathname } = new URL(request.url);
    const filePath = path.resolve(resolved, `.${safeDecode(pathname)}`);
    const isPage = isPagePath(pathname);
    // Source maps stay on the build machine: the code they expose is ours to keep. A route's path names no
    // file, and looking for one (a stat each time, as a file not found is not remembered) cost every page view.
    if (!isPage && filePath.startsWith(resolved + path.sep) && pathname !== "/index.html" && !filePath.endsWith(".map")) {
      const file = await readAsset(filePath);
      if (file) return assetResponse(request, pathname, file);
    }
    let index: Build;
    try {
      index = await readBuild();
    } catch {
      build = undefined;
      return new Response("The web app is not built: run `npm run build`.", { status: 503 });
    }
    const content = await page?.();
    if (content instanceof Response) return content;
    return new Response(content ? fill(index, content) : index.html, {
      status: content?.status ?? (isPage ? 200 : 404),
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": content?.personal ? "private, no-store" : "no-cache" },
    });
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

/** A malformed escape in a URL is a path that matches no file, not a server error. */
function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
