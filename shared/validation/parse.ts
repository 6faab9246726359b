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
