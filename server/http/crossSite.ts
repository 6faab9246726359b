import type { Config } from "../config.ts";
import type { Request } from "./fetchApi.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export const mediaType = (request: Request) => (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();

/**
 * Refuses writes a browser was tricked into sending from another site: the
 * browser says where a request comes from (Sec-Fetch-Site, Origin), and only
 * our own origin may change anything. Clients that are not browsers send
 * neither header and cannot carry a visitor's cookie anyway.
 */
export function isCrossSiteWrite(request: Request, config: Config): boolean {
  if (safeMethods.has(request.method)) return false;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  return origin !== new URL(config.publicUrl).origin && origin !== new URL(request.url).origin;
}

/**
 * /graphql takes JSON; multipart (file uploads) only with a header that a
 * cross-site HTML form cannot send, which forces a CORS preflight we never grant.
 */
export function isAcceptedGraphQLBody(request: Request): boolean {
  if (request.method !== "POST") return true;
  const type = mediaType(request);
  if (type === "application/json" || type === "application/graphql-response+json") return true;
  if (type === "multipart/form-data") {
    return request.headers.has("graphql-require-preflight") || request.headers.has("x-graphql-yoga-csrf");
  }
  return false;
}
