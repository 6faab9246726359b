import * as v from "valibot";
import type { FieldError } from "../errors.ts";

// Shared by the server (authoritative) and the web forms (immediate feedback).

export const emailSchema = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email("Email inválido"), v.maxLength(254, "Email inválido"));

export const passwordSchema = v.pipe(
  v.string(),
  v.minLength(6, "Senha deve ter pelo menos 6 caracteres"),
  // Beyond this, hashing cost is spent for nothing and invites abuse.
  v.maxLength(200, "Senha deve ter no máximo 200 caracteres"),
);

export const nameSchema = (message: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(2, message), v.maxLength(160, "Use no máximo 160 caracteres"));

/** Required text, trimmed; null or missing reads as empty. */
export const requiredText = (message: string, max: number) =>
  v.pipe(
    v.nullish(v.string(), ""),
    v.string(),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, `Use no máximo ${max.toLocaleString("pt-BR")} caracteres`),
  );

/** Optional text: empty strings become null, as the spec's form drops them. */
export const optionalText = (max: number) =>
  v.pipe(
    v.nullish(v.string(), ""),
    v.string(),
    v.trim(),
    v.maxLength(max, `Use no máximo ${max.toLocaleString("pt-BR")} caracteres`),
    v.transform((text) => (text === "" ? null : text)),
  );

/** An optional calendar date, YYYY-MM-DD; empty means null. */
export const optionalDate = (message = "Data inválida") =>
  v.pipe(
    v.nullish(v.string(), ""),
    v.string(),
    v.trim(),
    v.transform((text) => (text === "" ? null : text)),
    v.nullable(
      v.pipe(
        v.string(),
        v.isoDate(message),
        v.transform((text) => new Date(`${text}T00:00:00.000Z`)),
        v.check((date) => !Number.isNaN(date.getTime()), message),
      ),
    ),
  );

export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
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
