import { valibotResolver } from "@hookform/resolvers/valibot";
import { Briefcase, LoaderCircle, MapPin, Phone, Save, UserRound } from "lucide-react";
import { useMemo, useRef, type ChangeEvent } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { graphql, useFragment } from "react-relay";
import styled, { keyframes } from "styled-components";
import { areas, generoLabels, nivelLabels, nivelOptions, ufs } from "../../../server/domain/catalog.ts";
import { candidateProfileSchema } from "../../../server/domain/validation/profile.ts";
import { Button } from "../../components/Button.tsx";
import { TextAreaField, TextField } from "../../components/Field.tsx";
import { maskCep, maskCpf, maskPhone } from "../../forms/masks.ts";
import { applyServerErrors } from "../../forms/serverErrors.ts";
import { useCepLookup } from "../../forms/useCepLookup.ts";
import { FieldGrid, FormSection, SelectField, Wide } from "../../components/FormLayout.tsx";
import { CepField } from "./CepField.tsx";
import { personalFields, personalValuesFrom, toPerfilInput, type PersonalFormValues } from "./personalFormValues.ts";
import { PhotoUpload } from "./PhotoUpload.tsx";
import { useUpdateCandidateProfile } from "./useUpdateCandidateProfileMutation.ts";
import type { PersonalSection_candidato$key } from "./__generated__/PersonalSection_candidato.graphql";

const fragment = graphql`
  fragment PersonalSection_candidato on Candidato {
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
    ...PhotoUpload_candidato
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Busy = styled(LoaderCircle)`
  animation: ${spin} 800ms linear infinite;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const CepWide = styled(Wide)`
  max-width: 440px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    & > button { width: 100%; }
  }
`;

// The schema checks the typed text; the API receives it as typed and normalises it itself.
const resolver = valibotResolver(candidateProfileSchema, undefined, { raw: true }) as unknown as Resolver<PersonalFormValues>;

/** A saved value no longer offered (an older reading) stays selectable. */
const withCurrent = <T extends string>(options: readonly T[], current: string): string[] =>
  current && !options.includes(current as T) ? [...options, current] : [...options];

/** The personal section (spec §5): photo, personal data, contact, address with CEP lookup, professional profile. */
export function PersonalSection({ candidato }: { candidato: PersonalSection_candidato$key }) {
  const saved = useFragment(fragment, candidato);
  // `values` re-syncs the form when the saved profile changes (after saving, the server's normalised text).
  const values = useMemo(() => personalValuesFrom(saved), [saved]);
  const { register, handleSubmit, setValue, getValues, setError, setFocus, formState } = useForm<PersonalFormValues>({
    resolver,
    values,
  });
  const { errors, isSubmitted } = formState;
  const [update, pending] = useUpdateCandidateProfile();
  const { lookup, pending: looking } = useCepLookup();
  const lastLookup = useRef<string | null>(null);

  const findAddress = async (cep: string) => {
    lastLookup.current = cep.replace(/\D/g, "");
    const address = await lookup(cep);
    if (!address) return;
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    setValue("enderecoCep", maskCep(address.cep), options);
    setValue("enderecoRua", address.logradouro, options);
    setValue("enderecoBairro", address.bairro, options);
    setValue("enderecoCidade", address.cidade, options);
    if (ufs.some((uf) => uf.value === address.uf)) setValue("enderecoEstado", address.uf, options);
    if (!getValues("enderecoNumero")) setFocus("enderecoNumero");
  };

  /** Applies a mask as the person types, then lets react-hook-form read the value. */
  const masked = (name: "cpf" | "telefonePrincipal" | "telefoneSecundario" | "enderecoCep", mask: (text: string) => string) => {
    const field = register(name);
    return {
      ...field,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = mask(event.target.value);
        return field.onChange(event);
      },
    };
  };

  const cep = masked("enderecoCep", maskCep);

  return (
    <Form
      noValidate
      aria-busy={pending}
      aria-label="Informações Pessoais"
      onSubmit={handleSubmit((data) =>
        update(toPerfilInput(data), { onInvalid: (error) => applyServerErrors(error, personalFields, setError) }),
      )}
    >
      <FormSection icon={UserRound} title="Dados pessoais" description="Seu nome, sua foto e seus documentos.">
        <PhotoUpload candidato={saved} />
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
            <option value="">Selecione</option>
            {Object.entries(generoLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
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
          <CepWide>
            <CepField
              error={errors.enderecoCep?.message}
              pending={looking}
              onLookup={() => void findAddress(getValues("enderecoCep"))}
              {...cep}
              onChange={(event) => {
                void cep.onChange(event);
                const digits = event.target.value.replace(/\D/g, "");
                if (digits.length < 8) lastLookup.current = null;
                if (digits.length === 8 && digits !== lastLookup.current) void findAddress(digits);
              }}
            />
          </CepWide>
          <Wide>
            <TextField label="Rua" autoComplete="address-line1" error={errors.enderecoRua?.message} {...register("enderecoRua")} />
          </Wide>
          <TextField label="Número" autoComplete="address-line2" error={errors.enderecoNumero?.message} {...register("enderecoNumero")} />
          <TextField label="Bairro" error={errors.enderecoBairro?.message} {...register("enderecoBairro")} />
          <TextField label="Cidade" autoComplete="address-level2" error={errors.enderecoCidade?.message} {...register("enderecoCidade")} />
          <SelectField label="Estado" autoComplete="address-level1" error={errors.enderecoEstado?.message} {...register("enderecoEstado")}>
            <option value="">Selecione</option>
            {ufs.map((uf) => (
              <option key={uf.value} value={uf.value}>
                {uf.label}
              </option>
            ))}
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
            <option value="">Selecione a área</option>
            {areas.map((area) => (
              <option key={area.value} value={area.value}>
                {area.label}
              </option>
            ))}
          </SelectField>
          <SelectField label="Nível profissional" error={errors.nivelProfissional?.message} {...register("nivelProfissional")}>
            <option value="">Selecione o nível</option>
            {withCurrent(nivelOptions, values.nivelProfissional).map((nivel) => (
              <option key={nivel} value={nivel}>
                {nivelLabels[nivel as keyof typeof nivelLabels] ?? nivel}
              </option>
            ))}
          </SelectField>
        </FieldGrid>
      </FormSection>

      <Actions>
        <Button type="submit" $size="lg" disabled={pending}>
          {pending ? <Busy size={18} aria-hidden /> : <Save size={18} aria-hidden />}
          {pending ? "Salvando…" : "Salvar informações"}
        </Button>
      </Actions>
    </Form>
  );
}
