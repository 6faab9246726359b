import { valibotResolver } from "@hookform/resolvers/valibot";
import { Building2, FileText, Globe } from "lucide-react";
import { useForm } from "react-hook-form";
import { graphql, useFragment } from "react-relay";
import { companyProfileSchema } from "../../../shared/validation/profile.ts";
import { TextAreaField, TextField } from "../../components/Field.tsx";
import { maskCnpj } from "../../../shared/masks.ts";
import { applyServerErrors } from "../../forms/serverErrors.ts";
import { FieldGrid, FormActions, FormSection, FormStack, RequiredNote, SaveButton } from "../../components/FormLayout.tsx";
import { CompanyAddressSection } from "./CompanyAddressSection.tsx";
import { companyFormFields, companyFormValuesFrom, type CompanyFormValues, type CompanyProfileData, type CompanyProfileInput } from "./companyFormValues.ts";
import { useUpdateCompanyProfile } from "./useUpdateCompanyProfileMutation.ts";
import type { CompanyProfileForm_company$key } from "./__generated__/CompanyProfileForm_company.graphql";

interface FieldsProps {
  defaults: CompanyFormValues;
}

function CompanyProfileFields({ defaults }: FieldsProps) {
  const form = useForm<CompanyProfileInput, unknown, CompanyProfileData>({
    resolver: valibotResolver(companyProfileSchema),
    defaultValues: defaults,
  });
  const { register, handleSubmit, formState, setError, reset } = form;
  const { errors } = formState;
  const [update, pending] = useUpdateCompanyProfile();
  // Registered in screen order: the first invalid field on screen is the one that gets focus.
  const nameField = register("nomeEmpresa");
  const cnpjField = register("cnpj");

  const onSubmit = handleSubmit((data) =>
    update(data, {
      // Show what was saved: the server normalizes as the shared schema did ('empresa.com.br' gets https://).
      onSuccess: () => reset(companyFormValuesFrom(data)),
      onInvalid: (error) => applyServerErrors(error, companyFormFields, setError),
    }),
  );

  return (
    <FormStack onSubmit={onSubmit} noValidate aria-busy={pending} aria-label="Informações da empresa">
      <RequiredNote>Campos marcados com * são obrigatórios.</RequiredNote>

      <FormSection icon={Building2} title="Informações Básicas" description="Como a sua empresa se identifica na plataforma.">
        <FieldGrid>
          <TextField
            label="Nome da Empresa *"
            autoComplete="organization"
            placeholder="Razão social ou nome fantasia"
            aria-required
            maxLength={160}
            error={errors.nomeEmpresa?.message}
            {...nameField}
          />
          <TextField
            label="CNPJ *"
            inputMode="text"
            autoComplete="off"
            placeholder="00.000.000/0000-00"
            aria-required
            maxLength={18}
            error={errors.cnpj?.message}
            {...cnpjField}
            onChange={(event) => {
              event.target.value = maskCnpj(event.target.value);
              return cnpjField.onChange(event);
            }}
          />
          <TextField
            label="Nome do Responsável *"
            autoComplete="name"
            placeholder="Quem cuida das contratações"
            aria-required
            maxLength={160}
            error={errors.nomeResponsavel?.message}
            {...register("nomeResponsavel")}
          />
          <TextField
            label="Setor de Atuação"
            placeholder="Ex.: Tecnologia, Varejo, Saúde"
            maxLength={120}
            error={errors.setorAtuacao?.message}
            {...register("setorAtuacao")}
          />
        </FieldGrid>
      </FormSection>

      <FormSection icon={FileText} title="Sobre a Empresa" description="O que os candidatos leem sobre vocês.">
        <TextAreaField
          label="Descrição da Empresa"
          placeholder="O que a empresa faz, sua cultura, seus valores e o que oferece a quem trabalha nela."
          rows={6}
          maxLength={5000}
          error={errors.descricaoEmpresa?.message}
          {...register("descricaoEmpresa")}
        />
      </FormSection>

      <FormSection icon={Globe} title="Contato e Redes" description="Onde os candidatos encontram mais sobre a empresa.">
        <FieldGrid>
          <TextField
            label="Website"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://www.suaempresa.com.br"
            maxLength={300}
            error={errors.website?.message}
            {...register("website")}
          />
          <TextField
            label="Rede Social"
            type="url"
            inputMode="url"
            placeholder="https://www.linkedin.com/company/suaempresa"
            maxLength={300}
            error={errors.linkRedeSocial?.message}
            {...register("linkRedeSocial")}
          />
        </FieldGrid>
      </FormSection>

      <CompanyAddressSection form={form} savedState={defaults.enderecoEstado} />

      <FormActions>
        <SaveButton pending={pending} label="Salvar Informações" />
      </FormActions>
    </FormStack>
  );
}

/** The company profile form: four sections, validated with the server's companyProfileSchema. */
export function CompanyProfileForm({ company }: { company: CompanyProfileForm_company$key }) {
  const data = useFragment(
    graphql`
      fragment CompanyProfileForm_company on Empresa {
        nomeEmpresa
        cnpj
        nomeResponsavel
        descricaoEmpresa
        setorAtuacao
        website
        linkRedeSocial
        enderecoCep
        enderecoRua
        enderecoNumero
        enderecoBairro
        enderecoCidade
        enderecoEstado
      }
    `,
    company,
  );
  const defaults = companyFormValuesFrom(data);
  // A newer copy from the network (another tab saved) changes the saved values: the form starts again from them.
  return <CompanyProfileFields key={JSON.stringify(defaults)} defaults={defaults} />;
}
