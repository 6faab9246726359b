import {
  AuthenticationError,
  ConflictError,
  DomainError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  type FieldError,
} from "../domain/errors.ts";
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

for (const [ErrorClass, name] of [
  [AuthenticationError, "AuthenticationError"],
  [ForbiddenError, "ForbiddenError"],
  [NotFoundError, "NotFoundError"],
  [ConflictError, "ConflictError"],
] as const) {
  builder.objectType(ErrorClass, {
    name,
    interfaces: [ErrorInterface],
    isTypeOf: (value) => value instanceof ErrorClass,
    fields: () => ({}),
  });
}
