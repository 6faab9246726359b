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
