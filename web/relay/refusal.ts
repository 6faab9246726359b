/**
 * The server turned the request away before running it (too large, too many requests, too busy) and said
 * why in its own words: `{ "message": … }` with 413, 429 or 503, no `data`, no `errors`. People read that
 * message, not a guess that their connection failed.
 */
export class RequestRefused extends Error {
  override name = "RequestRefused";
}

/** The server's own message when it refused the request; undefined for any other failure. */
export const refusalMessage = (error: unknown): string | undefined => (error instanceof RequestRefused ? error.message : undefined);

/**
 * What to tell a person whose data did not load: the server's reason when it refused; the connection when the
 * request never reached the server (fetch fails with a TypeError); else that trying again is all they can do.
 */
export const loadFailureText = (error: unknown): string =>
  refusalMessage(error) ?? (error instanceof TypeError ? "Verifique sua conexão com a internet e tente novamente." : "Tente novamente em alguns instantes.");

/** Statuses that say to send less or to wait; a 500's message says nothing a person can act on. */
const refusals = new Set([413, 429, 503]);

/** A refused answer's body as RequestRefused, or null when the body is a GraphQL result for Relay to read. */
export function refusalOf(response: Response, body: unknown): RequestRefused | null {
  if (!refusals.has(response.status) || typeof body !== "object" || body === null || "data" in body || "errors" in body) return null;
  const { message } = body as { message?: unknown };
  return typeof message === "string" && message ? new RequestRefused(message) : null;
}
