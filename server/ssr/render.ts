import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { GraphQLResponse } from "relay-runtime";
import type { ExecuteOperation, RenderResult } from "../../web/entry-server.tsx";
import type { DomainContext } from "../domain/context.ts";
import type { createGraphQLHandler } from "../graphql/yoga.ts";
import type { Logger } from "../log.ts";
import { Request } from "../http/fetchApi.ts";

// Server rendering of the web app's public pages. The renderer is the web
// build's own server entry (dist/server/entry-server.js, built beside
// dist/web by `npm run build`); without it every page is the plain app.

interface ServerEntry {
  brand: string;
  render(href: string, execute: ExecuteOperation, signedIn: boolean): Promise<RenderResult>;
}

export type RenderPage = (request: Request, context: DomainContext) => Promise<RenderResult | null>;

interface RendererOptions {
  /** The folder of the server build (entry-server.js). */
  serverDist: string;
  brand: string;
  yoga: ReturnType<typeof createGraphQLHandler>;
  log: Logger;
}

const graphQLHeaders = { "content-type": "application/json", accept: "application/json" };

/**
 * `renderPage(request, context)`: the page's HTML parts for the person the
 * context names, or null when the server does not render pages (no server
 * build) or this render failed (logged): the browser then renders the page itself.
 */
export function createPageRenderer({ serverDist, brand, yoga, log }: RendererOptions): RenderPage {
  const entry = loadEntry(path.join(serverDist, "entry-server.js"), brand, log);

  return async function renderPage(request, context) {
    const server = await entry;
    if (!server) return null;
    const url = new URL(request.url);
    // Operations run through Yoga, with the request's own context: the same limits, persisted
    // documents, authorization and (later) response cache as the browser's requests.
    const execute: ExecuteOperation = async (id, variables) => {
      const operation = new Request(new URL("/graphql", url), {
        method: "POST",
        // A copy: the adapter's Request writes the body's length into the object it is given.
        headers: { ...graphQLHeaders },
        body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: id } }, variables }),
      });
      const response = await yoga.fetch(operation, context);
      return (await response.json()) as GraphQLResponse;
    };
    try {
      return await server.render(url.pathname + url.search, execute, context.viewer !== null);
    } catch (error) {
      context.log.error({ err: error, path: url.pathname }, "server rendering failed: the browser renders the page");
      return null;
    }
  };
}

/** Imported once, at start-up; a missing build is the plain app, not an error. */
async function loadEntry(file: string, brand: string, log: Logger): Promise<ServerEntry | null> {
  if (!existsSync(file)) return null;
  try {
    const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
    // The web app reads the brand from the page in the browser and has only the default on the server:
    // with another BRAND the server's HTML would not be the browser's.
    if (entry.brand !== brand) {
      log.warn({ brand, rendered: entry.brand }, "pages are not server-rendered: the server build renders another brand");
      return null;
    }
    return entry;
  } catch (error) {
    log.error({ err: error, file }, "the server build failed to load: pages are rendered in the browser");
    return null;
  }
}
