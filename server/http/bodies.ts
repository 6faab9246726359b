import { readBody, readBodyPrefix } from "../rest/http.ts";
import { Headers, Request } from "./fetchApi.ts";

// Bodies are read whole before a request waits for its turn, so that a client sending one slowly holds no turn.

/** A GraphQL body of JSON; photos from phones, resized on arrival (what is stored stays under 500 KB), may be larger. */
export const graphQLBodyLimit = (upload: boolean) => (upload ? 12 * 1024 * 1024 : 100 * 1024);

/** A body read up to its limit, so a huge request is refused before it fills memory. */
export async function withBoundedBody(request: Request, limit: number): Promise<Request> {
  const body = await readBody(request, limit);
  const headers = new Headers(request.headers);
  // Media types are case-insensitive; Yoga compares them as written.
  headers.set("content-type", (headers.get("content-type") ?? "").replace(/^[^;]*/, (type) => type.toLowerCase()));
  return new Request(request.url, { method: request.method, headers, body });
}

/**
 * A REST body read in full, or to just past `limit`: what the route then reads is over its limit all the same
 * (a declared length over it is seen before anything is read), and it answers with its own message.
 */
export async function withBufferedBody(request: Request, limit: number): Promise<Request> {
  if (Number(request.headers.get("content-length") ?? 0) > limit) return request;
  const body = await readBodyPrefix(request, limit);
  return new Request(request.url, { method: request.method, headers: request.headers, body });
}
