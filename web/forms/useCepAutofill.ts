import { useRef, useState, type ChangeEvent } from "react";
import type { SetValueConfig, UseFormRegisterReturn } from "react-hook-form";
import { ufs } from "../../shared/catalog.ts";
import { maskCep } from "../../shared/masks.ts";
import { type CepAddress, useCepLookup } from "./useCepLookup.ts";

type AddressField = "enderecoCep" | "enderecoRua" | "enderecoNumero" | "enderecoBairro" | "enderecoCidade" | "enderecoEstado";

/** The parts of a react-hook-form form with the spec's address fields that the autofill uses. */
interface AddressForm {
  register: (name: "enderecoCep") => UseFormRegisterReturn<"enderecoCep">;
  setValue: (name: AddressField, value: string, options?: SetValueConfig) => void;
  getValues: (name: AddressField) => string | null | undefined;
  setFocus: (name: AddressField) => void;
  formState: { isSubmitted: boolean };
}

/** A CEP input of any form: its registration, its current value, and what the form does with the address found. */
interface CepSource<Name extends string> {
  field: UseFormRegisterReturn<Name>;
  value: () => string | null | undefined;
  onFound: (address: CepAddress) => void;
}

const digitsOf = (value: string | null | undefined) => (value ?? "").replace(/\D/g, "");

/**
 * A CEP looked up on its 8th digit as it is typed, or with 'Buscar CEP', and the address handed to
 * `onFound`. Returns the CEP input's props (masked as typed), the button's handler, and the problem
 * of the last lookup (not found, service unreachable) for under the field.
 */
export function useCepInput<Name extends string>({ field, value, onFound }: CepSource<Name>) {
  const { lookup, pending } = useCepLookup();
  // The last CEP looked up as it was typed, so the same 8 digits are not looked up twice in a row.
  const lastTyped = useRef<string | null>(null);

  const [problem, setProblem] = useState<string | null>(null);

  const fill = async (cep: string) => {
    setProblem(null);
    const { address, problem: found } = await lookup(cep);
    // The CEP may have changed while the answer was on its way: that answer is stale.
    if (digitsOf(value()) !== digitsOf(cep)) return;
    if (address) onFound(address);
    else setProblem(found);
  };

  const cepInput = {
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = maskCep(event.target.value);
      void field.onChange(event);
      const digits = digitsOf(event.target.value);
      setProblem(null);
      if (digits.length < 8) lastTyped.current = null;
      else if (digits !== lastTyped.current) {
        lastTyped.current = digits;
        void fill(digits);
      }
    },
  };
  return { cepInput, pending, problem, lookup: () => void fill(value() ?? "") };
}

/**
 * A CEP fills street, district, city and state (spec §2); the address fields stay open to be
 * filled by hand.
 */
export function useCepAutofill(form: AddressForm) {
  return useCepInput({
    field: form.register("enderecoCep"),
    value: () => form.getValues("enderecoCep"),
    onFound: (address) => {
      const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
      form.setValue("enderecoCep", maskCep(address.cep), options);
      form.setValue("enderecoRua", address.logradouro, options);
      form.setValue("enderecoBairro", address.bairro, options);
      form.setValue("enderecoCidade", address.cidade, options);
      if (ufs.some((uf) => uf.value === address.uf)) form.setValue("enderecoEstado", address.uf, options);
      // The number is what is left to type.
      if (!form.getValues("enderecoNumero")) form.setFocus("enderecoNumero");
    },
  });
}
