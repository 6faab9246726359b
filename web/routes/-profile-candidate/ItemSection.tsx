import { valibotResolver } from "@hookform/resolvers/valibot";
import type { ComponentType, ReactNode } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from "react-hook-form";
import type * as v from "valibot";
import { FieldGrid } from "../../components/FormLayout.tsx";
import { applyServerErrors } from "../../forms/serverErrors.ts";
import type { FieldErrorsPayload } from "../../relay/useMutationWithToast.ts";
import { AddBox, EditableList, FormButtons, ItemFormBox } from "./SectionParts.tsx";

// What the list sections (education, experience, language, course) have in common: an item's
// form checked by the shared valibot schema, the list with in-place editing and removal, and
// the add form under it, all wired to useProfileSectionMutations.

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
  <T extends FieldValues>(fields: readonly Path<T>[], setError: UseFormReturn<T>["setError"]) =>
  (error: FieldErrorsPayload) =>
    applyServerErrors(error, fields, setError);

type Handlers = { onSuccess?: () => void; onInvalid?: (error: FieldErrorsPayload) => void; onSettled?: () => void };

/** The props a section's form receives: the item it edits (null: a new one), and what saving does. */
export interface ItemFormSlot<T, I> {
  item: T | null;
  pending: boolean;
  onSave: (input: I, handlers: { onSuccess: () => void; onInvalid: (error: FieldErrorsPayload) => void }) => void;
  onCancel?: () => void;
}

interface ItemFormProps<V extends FieldValues, I> extends Omit<ItemFormSlot<unknown, I>, "item"> {
  schema: v.GenericSchema<Record<string, unknown>>;
  /** The item's values, and the empty ones the add form starts again from after saving. */
  initial: V;
  empty: V;
  fields: readonly Path<V>[];
  /** The form's accessible name ('Editar formação Direito') and its button ('Salvar formação'). */
  label: string;
  submitLabel: string;
  toInput: (values: V) => I;
  children: (form: UseFormReturn<V>) => ReactNode;
}

/** A section item's form: its fields in a grid, the server's field errors under them, 'Cancelar' and save. */
export function ItemForm<V extends FieldValues, I>({ schema, initial, empty, fields, label, submitLabel, toInput, pending, onSave, onCancel, children }: ItemFormProps<V, I>) {
  const form = useItemForm<V>(schema, initial as DefaultValues<V>);
  return (
    <ItemFormBox
      noValidate
      aria-label={label}
      onSubmit={form.handleSubmit((values) =>
        onSave(toInput(values), { onSuccess: () => form.reset(empty), onInvalid: serverErrorsInto<V>(fields, form.setError) }),
      )}
    >
      <FieldGrid>{children(form)}</FieldGrid>
      <FormButtons label={submitLabel} pending={pending} onCancel={onCancel} />
    </ItemFormBox>
  );
}

interface SectionMutations<I> {
  add: (variables: { input: I }, handlers?: Handlers) => void;
  update: (variables: { id: string; input: I }, handlers?: Handlers) => void;
  remove: (variables: { id: string }, handlers?: Handlers) => void;
  adding: boolean;
  updating: boolean;
  removing: boolean;
}

interface ItemListSectionProps<T extends { readonly id: string }, I> {
  items: readonly T[];
  mutations: SectionMutations<I>;
  /** The section's form, for an item or a new one. */
  Form: ComponentType<ItemFormSlot<T, I>>;
  /** e.g. 'Adicionar formação', over the add form. */
  addTitle: string;
  empty: string;
  describe: (item: T) => string;
  removeTitle: string;
  removeText: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/** A section's items ('Editar' turns one into its form, 'Remover' asks first) and the add form below. */
export function ItemListSection<T extends { readonly id: string }, I>({ items, mutations, Form, addTitle, ...list }: ItemListSectionProps<T, I>) {
  const { add, update, remove, adding, updating, removing } = mutations;
  return (
    <>
      <EditableList
        items={items}
        {...list}
        removing={removing}
        onRemove={(item, done) => remove({ id: item.id }, { onSettled: done })}
        renderEdit={(item, close) => (
          <Form
            item={item}
            pending={updating}
            onCancel={close}
            onSave={(input, { onInvalid }) => update({ id: item.id, input }, { onSuccess: close, onInvalid })}
          />
        )}
      />
      <AddBox title={addTitle}>
        <Form item={null} pending={adding} onSave={(input, handlers) => add({ input }, handlers)} />
      </AddBox>
    </>
  );
}
