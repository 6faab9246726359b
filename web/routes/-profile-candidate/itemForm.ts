import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from "react-hook-form";
import type * as v from "valibot";
import { applyServerErrors } from "../../forms/serverErrors.ts";
import type { FieldErrorsPayload } from "./sectionMutation.ts";

/**
 * A list item's form, checked by the shared valibot schema (its messages), on
 * submit and then on change. The values stay as typed (strings); the API parses them.
 */
export function useItemForm<T extends FieldValues>(schema: v.GenericSchema<Record<string, unknown>>, defaultValues: DefaultValues<T>) {
  const resolver = valibotResolver(schema, undefined, { raw: true }) as unknown as Resolver<T>;
  return useForm<T>({ resolver, defaultValues });
}

/** Puts the server's field messages under the form's inputs. */
export const serverErrorsInto =
  <T extends FieldValues>(fields: readonly Path<T>[], setError: Parameters<typeof applyServerErrors<T>>[2]) =>
  (error: FieldErrorsPayload) =>
    applyServerErrors(error, fields, setError);
