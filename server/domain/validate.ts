import type * as v from "valibot";
import { parseWith } from "../../shared/validation/parse.ts";
import { InvalidInputError } from "./errors.ts";

/** Parses input with a shared schema, or throws InvalidInputError with a message per field. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const parsed = parseWith(schema, input);
  if (!parsed.ok) throw new InvalidInputError(parsed.fieldErrors);
  return parsed.value;
}
