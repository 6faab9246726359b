/**
 * The server turned the request away before running it (too many requests, too busy, too large) and said
 * why in its own words: `{ "message": … }` with a 4xx or 5xx, no `data`, no `errors`. People read that
 * message, not a guess that their connection failed.
 */
export class RequestRefused extends Error {
  override name = "RequestRefused";
}

/** The server's own message when it refused the request; undefined for any other failure. */
export const refusalMessage = (error: unknown): string | undefined => (error instanceof RequestRefused ? error.message : undefined);

/** A refused answer's body as RequestRefused, or null when the body is a GraphQL result for Relay to read. */
export function refusalOf(response: Response, body: unknown): RequestRefused | null {
  if (response.ok || typeof body !== "object" || body === null || "data" in body || "errors" in body) return null;
  const { message } = body as { message?: unknown };
  return typeof message === "string" && message ? new RequestRefused(message) : null;
}
