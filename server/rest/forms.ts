import type * as v from "valibot";
import { parseFields, parseWith } from "../../shared/validation/parse.ts";
import { BadRequest } from "./http.ts";
import { pageSize } from "./operations.ts";
import { invalid } from "./statuses.ts";

// The spec's forms send JSON as a browser form has it: numbers as text, empty
// strings for "not informed", labels for some choices. The shared schemas (the
// same the domain enforces, with the same messages) read them into the typed
// values the GraphQL schema takes.

export const asObject = (body: unknown): Record<string, unknown> => {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new BadRequest("Envie um objeto JSON no corpo");
  return body as Record<string, unknown>;
};

/** Calendar dates travel as YYYY-MM-DD. */
const variable = (value: unknown): unknown => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

/** A whole form, every field checked. */
export function formOf<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const parsed = parseWith(schema, asObject(body));
  if (!parsed.ok) throw invalid(parsed.fieldErrors);
  return parsed.value;
}

/** The fields a form sends (an edit sends what changes); the domain checks the whole after merging. */
export function fieldsOf(schema: v.GenericSchema, body: Record<string, unknown>): Record<string, unknown> {
  const parsed = parseFields(schema, body);
  if (!parsed.ok) throw invalid(parsed.fieldErrors);
  return Object.fromEntries(Object.entries(parsed.value).map(([key, value]) => [key, variable(value)]));
}

/** One value, e.g. a status or a filter. */
export function fieldValue<S extends v.GenericSchema>(schema: S, value: unknown, field: string): v.InferOutput<S> {
  const parsed = parseWith(schema, value);
  if (!parsed.ok) throw invalid(parsed.fieldErrors.map((error) => ({ path: [field, ...error.path], message: error.message })));
  return parsed.value;
}

/** The first of a query parameter's accepted names that has a value (the spec's clients use several). */
export function queryValue(query: URLSearchParams, ...names: string[]): string | null {
  return names.map((name) => query.get(name)).find((value) => value) ?? null;
}

/** The spec's `limit`; a page never exceeds what the schema's limits allow. */
export function pageLimit(query: URLSearchParams): number {
  const value = query.get("limit");
  if (value === null || value === "") return 20;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1) throw new BadRequest("limit deve ser um número inteiro positivo");
  return Math.min(limit, pageSize);
}
