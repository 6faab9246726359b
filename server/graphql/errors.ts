import { GraphQLError } from "graphql";
import { maskError as defaultMaskError, type MaskError } from "graphql-yoga";
import {
  AuthenticationError,
  ConflictError,
  DomainError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
  UnavailableError,
  type FieldError,
} from "../domain/errors.ts";
import { translateDatabaseError } from "../db/errors.ts";
import { builder } from "./builder.ts";

// Expected failures are data: mutations list these in `errors.types` and
// return them as members of their result union.

export const ErrorInterface = builder.interfaceRef<DomainError>("Error").implement({
  fields: (t) => ({ message: t.exposeString("message") }),
});

const FieldErrorRef = builder.objectRef<FieldError>("FieldError").implement({
  description: "A message for one input field, so a form can show it under that field.",
  fields: (t) => ({
    path: t.exposeStringList("path"),
    message: t.exposeString("message"),
  }),
});

builder.objectType(InvalidInputError, {
  name: "InvalidInputError",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof InvalidInputError,
  fields: (t) => ({ fieldErrors: t.field({ type: [FieldErrorRef], resolve: (error) => error.fieldErrors }) }),
});

// Each expected failure once: its GraphQL type, and the code it carries when thrown outside a result union.
const expectedFailures = [
  [AuthenticationError, "AuthenticationError", "UNAUTHENTICATED"],
  [ForbiddenError, "ForbiddenError", "FORBIDDEN"],
  [NotFoundError, "NotFoundError", "NOT_FOUND"],
  [ConflictError, "ConflictError", "CONFLICT"],
  [UnavailableError, "UnavailableError", "UNAVAILABLE"],
  [RateLimitedError, "RateLimitedError", "RATE_LIMITED"],
] as const;

type ErrorClass = abstract new (...args: never[]) => DomainError;

const waiting = new Set<ErrorClass>([RateLimitedError, UnavailableError]);

for (const [ErrorClass, name] of expectedFailures) {
  if (waiting.has(ErrorClass)) continue;
  builder.objectType(ErrorClass, { name, interfaces: [ErrorInterface], isTypeOf: (value) => value instanceof ErrorClass, fields: () => ({}) });
}

// Failures that pass with time say how long to wait, as REST's Retry-After does.
for (const [ErrorClass, name] of [
  [RateLimitedError, "RateLimitedError"],
  [UnavailableError, "UnavailableError"],
] as const) {
  builder.objectType(ErrorClass, {
    name,
    interfaces: [ErrorInterface],
    isTypeOf: (value) => value instanceof ErrorClass,
    fields: (t) => ({
      retryAfterSeconds: t.int({
        nullable: true,
        description: "Seconds to wait before trying again, when known.",
        resolve: (error) => error.retryAfterSeconds ?? null,
      }),
    }),
  });
}

/** A failure's GraphQL type name, message and details: what REST turns into a status. */
export interface ExpectedFailure {
  type: string;
  message: string;
  fieldErrors?: FieldError[];
  retryAfterSeconds?: number | null;
}

/** Each expected failure's GraphQL type and code, by its class. */
const failureKinds = new Map<unknown, { type: string; code: string }>([
  [InvalidInputError, { type: "InvalidInputError", code: "BAD_USER_INPUT" }],
  ...expectedFailures.map(([ErrorClass, type, code]) => [ErrorClass, { type, code }] as const),
]);

/** The domain failure behind an error (a database refusal translated first), or null for a bug. */
function domainFailure(error: unknown): DomainError | null {
  const thrown = error instanceof GraphQLError ? error.originalError : error;
  const original = translateDatabaseError(thrown) ?? thrown;
  return original instanceof DomainError && failureKinds.has(original.constructor) ? original : null;
}

/** An expected failure thrown outside a result union (a refused scope, a bad filter), as its GraphQL type; null for a bug. */
export function expectedFailure(error: unknown): ExpectedFailure | null {
  const failure = domainFailure(error);
  if (!failure) return null;
  return {
    type: failureKinds.get(failure.constructor)!.type,
    message: failure.message,
    ...(failure instanceof InvalidInputError ? { fieldErrors: failure.fieldErrors } : {}),
    retryAfterSeconds: failure.retryAfterSeconds ?? null,
  };
}

/**
 * Yoga masks unexpected errors (their messages stay in the log); an expected
 * domain failure thrown outside a mutation's result union (a bad search
 * filter, say) keeps its Portuguese message and gets a code.
 */
export const maskError: MaskError = (error, message, isDev) => {
  const failure = domainFailure(error);
  if (!failure) return defaultMaskError(error, message, isDev);
  const graphQLError = error instanceof GraphQLError ? error : undefined;
  return new GraphQLError(failure.message, {
    nodes: graphQLError?.nodes,
    path: graphQLError?.path,
    extensions: {
      code: failureKinds.get(failure.constructor)!.code,
      ...(failure instanceof InvalidInputError ? { fieldErrors: failure.fieldErrors } : {}),
    },
  });
};
