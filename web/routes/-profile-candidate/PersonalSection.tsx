import { valibotResolver } from "@hookform/resolvers/valibot";
import { Briefcase, MapPin, Phone, UserRound } from "lucide-react";
import { useMemo, type ChangeEvent } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { graphql, useFragment } from "react-relay";
import { areas, generoLabels, nivelLabels, nivelOptions, ufs } from "../../../shared/catalog.ts";
import { candidateProfileSchema } from "../../../shared/validation/profile.ts";
import { Options, TextAreaField, TextField } from "../../components/Field.tsx";
import { FieldGrid, FormActions, FormSection, FormStack, SaveButton, SelectField, Wide } from "../../components/FormLayout.tsx";
import { CepField } from "../../forms/CepField.tsx";
import { maskCpf, maskPhone } from "../../../shared/masks.ts";
import { optionsOf } from "../../forms/options.ts";
import { applyServerErrors } from "../../forms/serverErrors.ts";
import { useCepAutofill } from "../../forms/useCepAutofill.ts";
import { personalFields, personalValuesFrom, toProfileInput, type PersonalFormValues } from "./personalFormValues.ts";
import { PhotoUpload } from "./PhotoUpload.tsx";
import { useUpdateCandidateProfile } from "./useUpdateCandidateProfileMutation.ts";
import type { PersonalSection_candidate$key } from "./__generated__/PersonalSection_candidate.graphql";

const fragment = graphql`
  fragment PersonalSection_candidate on Candidato {
    nomeCompleto
    email
    dataNascimento
    genero
    cpf
    telefone
    telefoneSecundario
    enderecoCep
    enderecoRua
    enderecoNumero
    enderecoBairro
    enderecoCidade
    enderecoEstado
    linkLinkedIn
    linkPortfolio
    objetivoProfissional
    areaInteresse
    nivelProfissional
    ...PhotoUpload_candidate
  }
`;

// The schema checks the typed text; the API receives it as typed and normalises it itself.
const resolver = valibotResolver(candidateProfileSchema, undefined, { raw: true }) as unknown as Resolver<PersonalFormValues>;

/** The personal section (spec §5): photo, personal data, contact, address with CEP lookup, professional profile. */
export function PersonalSection({ candidate }: { candidate: PersonalSection_candidate$key }) {
  const saved = useFragment(fragment, candidate);
  // `values` re-syncs the form when the saved profile changes (after saving, the server's normalised text).
  const values = useMemo(() => personalValuesFrom(saved), [saved]);
  const form = useForm<PersonalFormValues>({ resolver, values });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const [update, pending] = useUpdateCandidateProfile();
  const { cepInput, pending: looking, problem: cepProblem, lookup } = useCepAutofill(form);

  /** Applies a mask as the person types, then lets react-hook-form read the value. */
  const masked = (name: "cpf" | "telefonePrincipal" | "telefoneSecundario", mask: (text: string) => string) => {
    const field = register(name);
    return {
      ...field,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = mask(event.target.value);
        return field.onChange(event);
      },
    };
  };

  return (
    <FormStack
      noValidate
      aria-busy={pending}
      aria-label="Informações Pessoais"
      onSubmit={handleSubmit((data) =>
        update(toProfileInput(data), { onInvalid: (error) => applyServerErrors(error, personalFields, setError) }),
      )}
    >
      <FormSection icon={UserRound} title="Dados pessoais" description="Seu nome, sua foto e seus documentos.">
        <PhotoUpload candidate={saved} />
        <FieldGrid>
          <Wide>
            <TextField
              label="Nome completo *"
              autoComplete="name"
              aria-required
              error={errors.nomeCompleto?.message}
              {...register("nomeCompleto")}
            />
          </Wide>
          <Wide>
            <TextField label="Email" type="email" value={saved.email} disabled readOnly hint="Este campo não pode ser alterado" />
          </Wide>
          <TextField label="Data de nascimento" type="date" error={errors.dataNascimento?.message} {...register("dataNascimento")} />
          <SelectField label="Gênero" error={errors.genero?.message} {...register("genero")}>
            <Options empty="Selecione" options={optionsOf(generoLabels)} />
          </SelectField>
          <TextField
            label="CPF"
            inputMode="numeric"
            placeholder="000.000.000-00"
            maxLength={14}
            autoComplete="off"
            error={errors.cpf?.message}
            {...masked("cpf", maskCpf)}
          />
        </FieldGrid>
      </FormSection>

      <FormSection icon={Phone} title="Contato" description="Como as empresas falam com você.">
        <FieldGrid>
          <TextField
            label="Telefone principal"
            type="tel"
            inputMode="tel"
            placeholder="(00) 00000-0000"
            maxLength={15}
            autoComplete="tel-national"
            error={errors.telefonePrincipal?.message}
            {...masked("telefonePrincipal", maskPhone)}
          />
          <TextField
            label="Telefone secundário"
            type="tel"
            inputMode="tel"
            placeholder="(00) 00000-0000"
            maxLength={15}
            autoComplete="off"
            error={errors.telefoneSecundario?.message}
            {...masked("telefoneSecundario", maskPhone)}
          />
          <TextField
            label="LinkedIn"
            type="url"
            inputMode="url"
            placeholder="linkedin.com/in/seu-nome"
            error={errors.linkLinkedIn?.message}
            {...register("linkLinkedIn")}
          />
          <TextField
            label="Portfólio"
            type="url"
            inputMode="url"
            placeholder="seusite.com.br"
            error={errors.linkPortfolio?.message}
            {...register("linkPortfolio")}
          />
        </FieldGrid>
      </FormSection>

      <FormSection icon={MapPin} title="Endereço" description="Digite o CEP e completamos rua, bairro, cidade e estado.">
        <FieldGrid>
          <CepField error={errors.enderecoCep?.message} problem={cepProblem} pending={looking} onLookup={lookup} {...cepInput} />
          <Wide>
            <TextField label="Rua" autoComplete="address-line1" error={errors.enderecoRua?.message} {...register("enderecoRua")} />
          </Wide>
          <TextField label="Número" autoComplete="address-line2" error={errors.enderecoNumero?.message} {...register("enderecoNumero")} />
          <TextField label="Bairro" error={errors.enderecoBairro?.message} {...register("enderecoBairro")} />
          <TextField label="Cidade" autoComplete="address-level2" error={errors.enderecoCidade?.message} {...register("enderecoCidade")} />
          <SelectField label="Estado" autoComplete="address-level1" error={errors.enderecoEstado?.message} {...register("enderecoEstado")}>
            <Options empty="Selecione" options={ufs} />
          </SelectField>
        </FieldGrid>
      </FormSection>

      <FormSection
        icon={Briefcase}
        title="Perfil profissional"
        description="Seu objetivo, sua área e seu nível: é por eles que as empresas encontram você na busca."
      >
        <TextAreaField
          label="Objetivo profissional"
          rows={4}
          placeholder="Ex.: Atuar como desenvolvedora front-end em uma empresa de produto, com foco em acessibilidade."
          error={errors.objetivoProfissional?.message}
          {...register("objetivoProfissional")}
        />
        <FieldGrid>
          <SelectField label="Área de interesse" error={errors.areaInteresse?.message} {...register("areaInteresse")}>
            <Options empty="Selecione a área" options={areas} />
          </SelectField>
          <SelectField label="Nível profissional" error={errors.nivelProfissional?.message} {...register("nivelProfissional")}>
            <Options empty="Selecione o nível" options={optionsOf(nivelLabels, { keys: nivelOptions, current: values.nivelProfissional })} />
          </SelectField>
        </FieldGrid>
      </FormSection>

      <FormActions>
        <SaveButton pending={pending} label="Salvar Informações" />
      </FormActions>
    </FormStack>
  );
}
