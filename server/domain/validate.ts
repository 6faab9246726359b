import * as v from "valibot";
import { InvalidInputError } from "./errors.ts";
import { toFieldErrors } from "./validation/common.ts";

/**
 * For the checks that carry no message of their own (a field missing from the
 * object, a number where text goes), which would otherwise reach the client in
 * valibot's English. The forms never send these; other clients do.
 */
const fallbackMessage = (issue: v.BaseIssue<unknown>) => (issue.received === "undefined" ? "Campo obrigatório" : "Valor inválido");

/** Parses input with a shared schema, or throws InvalidInputError with a message per field. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true, message: fallbackMessage });
  if (!result.success) throw new InvalidInputError(toFieldErrors(result.issues));
  return result.output;
}
