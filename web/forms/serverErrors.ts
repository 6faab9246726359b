import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

interface ErrorPayload {
  readonly message?: string;
  readonly fieldErrors?: ReadonlyArray<{ readonly path: ReadonlyArray<string>; readonly message: string }>;
}

/** Puts each of the server's field messages under its field, as client-side validation would. */
export function applyServerErrors<T extends FieldValues>(
  error: ErrorPayload,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  let focused = false;
  for (const fieldError of error.fieldErrors ?? []) {
    const field = fieldError.path.join(".") as Path<T>;
    if (!fields.includes(field)) continue;
    setError(field, { type: "server", message: fieldError.message }, { shouldFocus: !focused });
    focused = true;
  }
}
