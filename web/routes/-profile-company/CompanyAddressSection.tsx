import { MapPin, Search } from "lucide-react";
import { useId, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import styled from "styled-components";
import { ufs } from "../../../server/domain/catalog.ts";
import { Button } from "../../components/Button.tsx";
import { FieldError, FieldHint, Input, Label, TextField } from "../../components/Field.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { maskCep } from "../../forms/masks.ts";
import { useCepLookup } from "../../forms/useCepLookup.ts";
import { FieldGrid, FormSection, SelectField } from "../../components/FormLayout.tsx";
import type { CompanyProfileData, CompanyProfileInput } from "./companyFormValues.ts";

const CepRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  & > input { flex: 1; min-width: 0; }
`;

const CepButton = styled(Button)`
  flex-shrink: 0;
  min-width: 124px;
`;

const digitsOf = (value: string | null | undefined) => (value ?? "").replace(/\D/g, "");

interface AddressProps {
  form: UseFormReturn<CompanyProfileInput, unknown, CompanyProfileData>;
  /** The saved state: kept selectable even if it is not one of the 27 (older data). */
  savedEstado: string;
}

/** 'Endereço': a CEP fills street, district, city and state (spec §2), on 8 digits or with 'Buscar CEP'. */
export function CompanyAddressSection({ form, savedEstado }: AddressProps) {
  const { register, formState, getValues, setValue, setFocus } = form;
  const { errors, isSubmitted } = formState;
  const { lookup, pending } = useCepLookup();
  const id = useId();
  const cepField = register("enderecoCep");
  // The last CEP looked up as it was typed, so the same 8 digits are not looked up twice in a row.
  const lastTyped = useRef<string | null>(null);

  const fill = async (cep: string) => {
    const address = await lookup(cep);
    // The CEP may have changed while the answer was on its way: that answer is stale.
    if (!address || digitsOf(getValues("enderecoCep")) !== digitsOf(cep)) return;
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    setValue("enderecoCep", maskCep(address.cep), options);
    setValue("enderecoRua", address.logradouro, options);
    setValue("enderecoBairro", address.bairro, options);
    setValue("enderecoCidade", address.cidade, options);
    setValue("enderecoEstado", address.uf, options);
    // Still in the CEP box: the number is what is left to type.
    if (document.activeElement?.id === `${id}-cep`) setFocus("enderecoNumero");
  };

  const estados: { value: string; label: string }[] = ufs.map(({ value, label }) => ({ value, label: `${label} (${value})` }));
  if (savedEstado && !ufs.some((uf) => uf.value === savedEstado)) estados.push({ value: savedEstado, label: savedEstado });

  return (
    <FormSection icon={MapPin} title="Endereço" description="Digite o CEP para preencher rua, bairro, cidade e estado.">
      <FieldGrid>
        <div>
          <Label htmlFor={`${id}-cep`}>CEP</Label>
          <CepRow>
            <Input
              id={`${id}-cep`}
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="00000-000"
              maxLength={9}
              $invalid={!!errors.enderecoCep}
              aria-invalid={!!errors.enderecoCep}
              aria-describedby={errors.enderecoCep ? `${id}-cep-error` : `${id}-cep-hint`}
              {...cepField}
              onChange={(event) => {
                event.target.value = maskCep(event.target.value);
                void cepField.onChange(event);
                const digits = digitsOf(event.target.value);
                if (digits.length < 8) lastTyped.current = null;
                else if (digits !== lastTyped.current) {
                  lastTyped.current = digits;
                  void fill(digits);
                }
              }}
            />
            <CepButton type="button" $variant="outline" disabled={pending} aria-busy={pending} onClick={() => void fill(getValues("enderecoCep") ?? "")}>
              {pending ? <Spinner $size={16} aria-hidden /> : <Search size={16} aria-hidden />}
              Buscar CEP
            </CepButton>
          </CepRow>
          {errors.enderecoCep ? (
            <FieldError id={`${id}-cep-error`} role="alert">
              {errors.enderecoCep.message}
            </FieldError>
          ) : (
            <FieldHint id={`${id}-cep-hint`}>Com 8 dígitos, o endereço é buscado automaticamente.</FieldHint>
          )}
        </div>
        <TextField
          label="Rua"
          autoComplete="address-line1"
          placeholder="Rua, avenida, praça…"
          maxLength={200}
          error={errors.enderecoRua?.message}
          {...register("enderecoRua")}
        />
        <TextField
          label="Número"
          autoComplete="address-line2"
          placeholder="Ex.: 1500, sala 42"
          maxLength={20}
          error={errors.enderecoNumero?.message}
          {...register("enderecoNumero")}
        />
        <TextField label="Bairro" maxLength={120} error={errors.enderecoBairro?.message} {...register("enderecoBairro")} />
        <TextField
          label="Cidade"
          autoComplete="address-level2"
          maxLength={120}
          error={errors.enderecoCidade?.message}
          {...register("enderecoCidade")}
        />
        <SelectField label="Estado" autoComplete="address-level1" error={errors.enderecoEstado?.message} {...register("enderecoEstado")}>
          <option value="">Selecione o estado</option>
          {estados.map((uf) => (
            <option key={uf.value} value={uf.value}>
              {uf.label}
            </option>
          ))}
        </SelectField>
      </FieldGrid>
    </FormSection>
  );
}
