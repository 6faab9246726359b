import * as v from "valibot";
import { formatCount } from "../numbers.ts";

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
    v.maxLength(max, `Use no máximo ${formatCount(max)} caracteres`),
  );

/** Optional text: empty strings become null, as the spec's form drops them. */
export const optionalText = (max: number) =>
  v.pipe(
    v.nullish(v.string(), ""),
    v.string(),
    v.trim(),
    v.maxLength(max, `Use no máximo ${formatCount(max)} caracteres`),
    v.transform((text) => (text === "" ? null : text)),
  );

const digits = (text: string) => text.replace(/\D/g, "");

/** Optional digits-only value (masks removed), checked when given. */
export const optionalDigits = (check: (value: string) => boolean, message: string) =>
  v.pipe(
    v.nullish(v.string(), ""),
    v.string(),
    v.transform(digits),
    v.transform((text) => (text === "" ? null : text)),
    v.nullable(v.pipe(v.string(), v.check(check, message))),
  );

/** A CEP, stored as its 8 digits (typed with or without the hyphen). */
export const cepSchema = optionalDigits((value) => value.length === 8, "CEP inválido");

/** The earliest year a date may have: nobody's studies, jobs or birth come before it, and PostgreSQL has no year 0000. */
export const minDateYear = 1900;

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
        v.transform((text) => ({ text, date: new Date(`${text}T00:00:00.000Z`) })),
        // JavaScript rolls 2026-02-30 over to March 2nd; a day the calendar does not have is refused instead.
        v.check(({ text, date }) => !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text, message),
        v.transform(({ date }) => date),
        v.check((date) => date.getUTCFullYear() >= minDateYear, `Informe uma data a partir de ${minDateYear}`),
      ),
    ),
  );
