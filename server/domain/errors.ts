// Expected failures of the domain. GraphQL turns them into typed error
// members of mutation result unions; REST turns them into HTTP statuses.
// Messages are the Portuguese text users see.

import type { FieldError } from "../../shared/validation/parse.ts";

export type { FieldError };

export class DomainError extends Error {
  /** How long the client should wait before trying again (429 and 503 answers carry it as Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(message?: string, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export class InvalidInputError extends DomainError {
  constructor(
    readonly fieldErrors: FieldError[],
    message = fieldErrors[0]?.message ?? "Dados inválidos",
  ) {
    super(message);
  }
}

/** Not signed in, or wrong credentials. */
export class AuthenticationError extends DomainError {
  constructor(message = "Você precisa entrar para continuar") {
    super(message);
  }
}

/** Signed in, but this user may not do this. */
export class ForbiddenError extends DomainError {
  constructor(message = "Acesso negado") {
    super(message);
  }
}

export class NotFoundError extends DomainError {}

/** The request conflicts with the current state (duplicate, invalid transition). */
export class ConflictError extends DomainError {}

/** A service we depend on (e.g. the postal-code providers) did not answer. */
export class UnavailableError extends DomainError {}

/** Too many attempts in a short time (e.g. wrong passwords for one account). */
export class RateLimitedError extends DomainError {}
