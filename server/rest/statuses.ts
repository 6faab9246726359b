import { type ExpectedFailure, expectedFailure } from "../graphql/errors.ts";
import type { Logger } from "../log.ts";
import { BadRequest, json, PayloadTooLarge } from "./http.ts";
import type { Response } from "../http/fetchApi.ts";

/** The one table from a GraphQL error type to the HTTP status REST answers with. */
const statusOf: Record<string, number> = {
  InvalidInputError: 400,
  AuthenticationError: 401,
  ForbiddenError: 403,
  NotFoundError: 404,
  ConflictError: 409,
  RateLimitedError: 429,
  UnavailableError: 503,
};

/** An operation's expected failure (a result union's error member, or one thrown), on its way to becoming a status. */
export class Refused extends Error {
  constructor(readonly failure: ExpectedFailure) {
    super(failure.message);
  }
}

export const notFound = (message: string) => new Refused({ type: "NotFoundError", message });

export const forbidden = () => new Refused({ type: "ForbiddenError", message: "Acesso negado" });

export const invalid = (fieldErrors: { path: string[]; message: string }[]) =>
  new Refused({ type: "InvalidInputError", message: fieldErrors[0]?.message ?? "Dados inválidos", fieldErrors });

export function errorResponse(thrown: unknown, log: Logger): Response {
  const failure = thrown instanceof Refused ? thrown.failure : expectedFailure(thrown);
  const status = failure && statusOf[failure.type];
  if (failure && status) {
    const body = failure.type === "InvalidInputError" ? { message: failure.message, fieldErrors: failure.fieldErrors ?? [] } : { message: failure.message };
    const response = json(body, status);
    if (failure.retryAfterSeconds) response.headers.set("Retry-After", String(failure.retryAfterSeconds));
    return response;
  }
  if (thrown instanceof BadRequest) return json({ message: thrown.message }, 400);
  if (thrown instanceof PayloadTooLarge) return json({ message: "Conteúdo grande demais" }, 413);
  log.error({ err: thrown }, "unhandled error in REST route");
  return json({ message: "Erro interno do servidor. Tente novamente em instantes.", requestId: log.bindings().reqId }, 500);
}
