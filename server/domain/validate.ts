import * as v from "valibot";
import { InvalidInputError } from "./errors.ts";
import { toFieldErrors } from "./validation/common.ts";

/** Parses input with a shared schema, or throws InvalidInputError with a message per field. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (!result.success) throw new InvalidInputError(toFieldErrors(result.issues));
  return result.output;
}
