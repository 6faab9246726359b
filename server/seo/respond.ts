import { createHash } from "node:crypto";
import { streamedResponse } from "../http/compression.ts";
import { type Request, Response } from "../http/fetchApi.ts";

/**
 * A crawler's document, cacheable for `maxAgeSeconds` and revalidated by its
 * ETag: a hash of the body, so any change (a job paused, deleted or edited)
 * gives a new one. Weak, because compression (server/http/compression.ts)
 * sends other bytes for the same content.
 */
export function cacheableResponse(request: Request, body: string, type: string, maxAgeSeconds: number): Response {
  const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
  const headers = { "content-type": type, "cache-control": `public, max-age=${maxAgeSeconds}`, etag };
  if (matches(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  return new Response(request.method === "HEAD" ? null : body, { headers });
}

/**
 * A document too large to hash, under an ETag known beforehand (`etag`, weak): the body is made
 * only when the client does not hold it already, and streamed.
 */
export function cacheableStream(request: Request, etag: string, body: () => ReadableStream<Uint8Array>, type: string, maxAgeSeconds: number): Response {
  const headers = { "content-type": type, "cache-control": `public, max-age=${maxAgeSeconds}`, etag };
  if (matches(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  if (request.method === "HEAD") return new Response(null, { headers });
  return streamedResponse(request, body(), headers);
}

/** If-None-Match compares weakly: `W/` is ignored on either side; `*` matches any. */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
