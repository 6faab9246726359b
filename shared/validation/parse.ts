import * as v from "valibot";

/** A message for one input field, so a form can show it under that field. */
export interface FieldError {
  /** The input field the message belongs to, e.g. ["email"]. */
  path: string[];
  message: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldError[] };

/**
 * For the checks that carry no message of their own (a field missing from the
 * object, a number where text goes), which would otherwise reach the client in
 * valibot's English. The forms never send these; other clients do.
 */
const fallbackMessage = (issue: v.BaseIssue<unknown>) => (issue.received === "undefined" ? "Campo obrigatório" : "Valor inválido");

/** Parses input with a shared schema: its value, or a Portuguese message per field. */
export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown): Parsed<v.InferOutput<S>> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true, message: fallbackMessage });
  return result.success ? { ok: true, value: result.output } : { ok: false, fieldErrors: toFieldErrors(result.issues) };
}

function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const path = (issue.path ?? []).map((item) => String(item.key));
    const key = path.join(".");
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push({ path, message: issue.message });
  }
  return errors;
}

type Entries = Record<string, v.GenericSchema>;

/** The field schemas of an object schema, also when checks are piped after it. */
function entriesOf(schema: v.GenericSchema): Entries {
  if ("entries" in schema) return schema.entries as Entries;
  if ("pipe" in schema) return entriesOf((schema.pipe as v.GenericSchema[])[0]!);
  throw new Error(`not an object schema: ${schema.type}`);
}

/**
 * Parses only the fields present in `input`, each with its own schema (an
 * edit sends the fields it changes); checks across fields and required
 * fields are for the full parse. Unknown fields are dropped.
 */
export function parseFields(schema: v.GenericSchema, input: Record<string, unknown>): Parsed<Record<string, unknown>> {
  const entries = entriesOf(schema);
  const value: Record<string, unknown> = {};
  const fieldErrors: FieldError[] = [];
  for (const [key, raw] of Object.entries(input)) {
    // Own keys only: a body may name "valueOf" or "__proto__".
    const entry = Object.hasOwn(entries, key) ? entries[key] : undefined;
    if (!entry || raw === undefined) continue;
    const parsed = parseWith(entry, raw);
    if (parsed.ok) value[key] = parsed.value;
    else fieldErrors.push(...parsed.fieldErrors.map((error) => ({ path: [key, ...error.path], message: error.message })));
  }
  return fieldErrors.length ? { ok: false, fieldErrors } : { ok: true, value };
}
