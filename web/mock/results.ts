import type * as v from "valibot";
import { parseWith, type FieldError } from "../../shared/validation/parse.ts";
import type { MockContext } from "./context.ts";
import type { MockStore } from "./store.ts";

// Mutation answers as the schema's unions have them: `Mutation<Field>Success`
// with `data`, or an error type with its Portuguese message (graphql-js picks
// the union member from `__typename`). A resolver refuses by throwing a
// Refusal, as the server's domain throws its errors.

type ErrorType = "AuthenticationError" | "ForbiddenError" | "NotFoundError" | "ConflictError" | "UnavailableError" | "RateLimitedError";

export class Refusal {
  constructor(readonly answer: { __typename: string; message: string; fieldErrors?: FieldError[] }) {}
}

export const refuse = (type: ErrorType, message: string): never => {
  throw new Refusal({ __typename: type, message });
};

export const refuseInput = (fieldErrors: FieldError[]): never => {
  throw new Refusal({ __typename: "InvalidInputError", message: fieldErrors[0]?.message ?? "Dados inválidos", fieldErrors });
};

/** The input parsed with one of the shared schemas (the server's own rules), or a refusal per field. */
export function parseOrRefuse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const parsed = parseWith(schema, input);
  return parsed.ok ? parsed.value : refuseInput(parsed.fieldErrors);
}

const capitalized = (field: string) => field.charAt(0).toUpperCase() + field.slice(1);

/**
 * A mutation resolver: `run`'s value becomes the Success member's `data` and the
 * store is saved; a Refusal becomes its error member and changes nothing kept.
 */
export function mutation<A>(field: string, run: (args: A, store: MockStore) => unknown) {
  return (_root: unknown, args: A, { store }: MockContext) => {
    try {
      const data = run(args, store);
      store.persist();
      return { __typename: `Mutation${capitalized(field)}Success`, data };
    } catch (error) {
      if (error instanceof Refusal) return error.answer;
      throw error;
    }
  };
}

export function requireUser(store: MockStore) {
  return store.viewer() ?? refuse("AuthenticationError", "Você precisa entrar para continuar");
}

export function requireCompany(store: MockStore) {
  requireUser(store);
  return store.viewerEmpresa() ?? refuse("ForbiddenError", "Acesso negado: apenas empresas podem fazer isso");
}

export function requireCandidate(store: MockStore) {
  requireUser(store);
  return store.viewerCandidato() ?? refuse("ForbiddenError", "Acesso negado: apenas candidatos podem fazer isso");
}

/** The database id in a global id of `type`; "" (which no record has) for anything else. */
export function databaseId(globalId: string, type: string): string {
  try {
    const decoded = atob(globalId);
    return decoded.startsWith(`${type}:`) ? decoded.slice(type.length + 1) : "";
  } catch {
    return "";
  }
}
