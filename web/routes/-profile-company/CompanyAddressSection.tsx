import { MapPin } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { ufs } from "../../../shared/catalog.ts";
import { Options, TextField } from "../../components/Field.tsx";
import { FieldGrid, FormSection, SelectField, Wide } from "../../components/FormLayout.tsx";
import { CepField } from "../../forms/CepField.tsx";
import { useCepAutofill } from "../../forms/useCepAutofill.ts";
import type { CompanyProfileData, CompanyProfileInput } from "./companyFormValues.ts";

interface AddressProps {
  form: UseFormReturn<CompanyProfileInput, unknown, CompanyProfileData>;
  /** The saved state: kept selectable even if it is not one of the 27 (older data). */
  savedState: string;
}

/** 'Endereço': a CEP fills street, district, city and state (spec §2), on 8 digits or with 'Buscar CEP'. */
export function CompanyAddressSection({ form, savedState }: AddressProps) {
  const { register, formState } = form;
  const { errors } = formState;
  const { cepInput, pending, problem, lookup } = useCepAutofill(form);

  const states: { value: string; label: string }[] = ufs.map(({ value, label }) => ({ value, label: `${label} (${value})` }));
  if (savedState && !ufs.some((uf) => uf.value === savedState)) states.push({ value: savedState, label: savedState });

  return (
    <FormSection icon={MapPin} title="Endereço" description="Digite o CEP e completamos rua, bairro, cidade e estado.">
      <FieldGrid>
        <CepField
          error={errors.enderecoCep?.message}
          problem={problem}
          pending={pending}
          onLookup={lookup}
          {...cepInput}
        />
        <Wide>
          <TextField
            label="Rua"
            autoComplete="address-line1"
            placeholder="Rua, avenida, praça…"
            maxLength={200}
            error={errors.enderecoRua?.message}
            {...register("enderecoRua")}
          />
        </Wide>
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
          <Options empty="Selecione o estado" options={states} />
        </SelectField>
      </FieldGrid>
    </FormSection>
  );
}
