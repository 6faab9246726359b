import type { Logger } from "../log.ts";
import { json, PayloadTooLarge } from "../rest/http.ts";
import { NotAdmitted, overloaded, type createAdmission } from "./admission.ts";
import { type Request, Response } from "./fetchApi.ts";

/** nginx's code for a request whose client went away before the answer: not the server's failure. */
export const clientClosedRequest = 499;

/** The client closed the connection while its request was read (node's `aborted`, ECONNRESET). */
const clientHungUp = (request: Request, error: unknown) =>
  request.signal.aborted || (error instanceof Error && (error as NodeJS.ErrnoException).code === "ECONNRESET" && error.message === "aborted");

/** The answer to a request whose handling threw: a refusal the client can act on, or a 500 naming the request for the logs. */
export function failureResponse(
  error: unknown,
  request: Request,
  context: { pathname: string; requestId: string; log: Logger; admission: ReturnType<typeof createAdmission> },
): Response {
  const { pathname, requestId, log, admission } = context;
  if (error instanceof PayloadTooLarge) return json({ message: "Conteúdo grande demais" }, 413);
  if (error instanceof NotAdmitted && error.reason !== "aborted") {
    log.warn({ ...admission.counts(), reason: error.reason, method: request.method, path: pathname }, "request not admitted");
    return overloaded(pathname);
  }
  if (error instanceof NotAdmitted || clientHungUp(request, error)) return new Response(null, { status: clientClosedRequest });
  log.error({ err: error, method: request.method, url: request.url }, "unhandled error");
  return json({ message: "Erro interno do servidor. Tente novamente em instantes.", requestId }, 500);
}
