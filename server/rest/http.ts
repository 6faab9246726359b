import { mediaType } from "../http/crossSite.ts";
import { containsNul } from "../http/input.ts";
import { translateDatabaseError } from "../db/errors.ts";
import type { Logger } from "../log.ts";
import {
  AuthenticationError,
  DomainError,
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
  UnavailableError,
} from "../domain/errors.ts";

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });

export const noContent = () => new Response(null, { status: 204 });

export class BadRequest extends Error {}

/** Maps domain failures to the HTTP statuses REST clients expect; anything else is a 500. */
export function errorResponse(thrown: unknown, log: Logger): Response {
  const error = translateDatabaseError(thrown) ?? thrown;
  const response = statusFor(error, log);
  if (error instanceof DomainError && error.retryAfterSeconds) response.headers.set("Retry-After", String(error.retryAfterSeconds));
  return response;
}

function statusFor(error: unknown, log: Logger): Response {
  if (error instanceof InvalidInputError) return json({ message: error.message, fieldErrors: error.fieldErrors }, 400);
  if (error instanceof BadRequest) return json({ message: error.message }, 400);
  if (error instanceof PayloadTooLarge) return json({ message: "Conteúdo grande demais" }, 413);
  if (error instanceof AuthenticationError) return json({ message: error.message }, 401);
  if (error instanceof ForbiddenError) return json({ message: error.message }, 403);
  if (error instanceof NotFoundError) return json({ message: error.message }, 404);
  if (error instanceof ConflictError) return json({ message: error.message }, 409);
  if (error instanceof UnavailableError) return json({ message: error.message }, 503);
  if (error instanceof RateLimitedError) return json({ message: error.message }, 429);
  log.error({ err: error }, "unhandled error in REST route");
  return json({ message: "Erro interno do servidor. Tente novamente em instantes.", requestId: log.bindings().reqId }, 500);
}

export class PayloadTooLarge extends Error {}

/** Reads at most `limit` bytes of a body; a larger one is refused before it fills memory. */
export async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limit) throw new PayloadTooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > limit) throw new PayloadTooLarge();
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks);
}

const jsonLimit = 256 * 1024;

/** Reads a JSON body. Requiring the JSON content type also stops plain HTML forms from other sites posting here. */
export async function readJson(request: Request): Promise<unknown> {
  const type = mediaType(request);
  const text = Buffer.from(await readBody(request, jsonLimit)).toString("utf8");
  if (!text) return {};
  if (type !== "application/json") throw new BadRequest("Envie o corpo como application/json");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadRequest("JSON inválido no corpo da requisição");
  }
  if (containsNul(body)) throw new BadRequest("O corpo da requisição contém um caractere inválido (NUL)");
  return body;
}
