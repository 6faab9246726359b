import { valibotResolver } from "@hookform/resolvers/valibot";
import { Briefcase, FileText, Settings2, Wallet } from "lucide-react";
import { useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { areas, contratoLabels, modalidadeLabels, nivelLabels, nivelOptions, pcdVagaLabels } from "../../../shared/catalog.ts";
import { jobSchema, type JobData, type JobInput } from "../../../shared/validation/job.ts";
import { Button, ButtonLink } from "../../components/Button.tsx";
import { Options, TextAreaField, TextField } from "../../components/Field.tsx";
import { BusyIcon } from "../../components/Spinner.tsx";
import { CepField } from "../../forms/CepField.tsx";
import { maskCep } from "../../../shared/masks.ts";
import { optionsOf } from "../../forms/options.ts";
import { useCepInput } from "../../forms/useCepAutofill.ts";
import { formatSalary } from "../../format.ts";
import { FieldGrid, FormActions, FormSection, FormStack, MoneyField, RequiredNote, SelectField, Wide } from "../../components/FormLayout.tsx";
import { emptyJobForm, jobFormValuesFrom } from "./jobFormValues.ts";
import type { JobForm_job$key } from "./__generated__/JobForm_job.graphql";

const fragment = graphql`
  fragment JobForm_job on Vaga {
    titulo
    areaAtuacao
    nivelVaga
    tipoContrato
    modalidadeTrabalho
    pcd
    localizacao
    cepLocalTrabalho
    numeroPosicoes
    prazoCandidatura
    descricao
    requisitosObrigatorios
    requisitosDesejaveis
    faixaSalarialMin
    faixaSalarialMax
    beneficios
  }
`;

const SalaryPreview = styled.p`
  grid-column: 1 / -1;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  strong { color: ${({ theme }) => theme.colors.ink}; font-weight: ${({ theme }) => theme.font.weight.semibold}; }
`;

const toNumber = (value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === "" ? null : Number(value);

/** How the job's cards will show the salary, as the company types it. */
function SalaryText({ control }: { control: UseFormReturn<JobInput, unknown, JobData>["control"] }) {
  const [min, max] = useWatch({ control, name: ["faixaSalarialMin", "faixaSalarialMax"] });
  return (
    <SalaryPreview aria-live="polite">
      Os candidatos verão: <strong>{formatSalary(toNumber(min), toNumber(max))}</strong>
    </SalaryPreview>
  );
}

export interface JobFormProps {
  /** The job being edited; null for a new one (the spec's defaults). */
  job: JobForm_job$key | null;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (data: JobData, form: UseFormReturn<JobInput, unknown, JobData>) => void;
}

/** The create and edit job form: four sections, validated with the server's jobSchema. */
export function JobForm({ job, submitLabel, pendingLabel, pending, onSubmit }: JobFormProps) {
  const saved = useFragment(fragment, job);
  const defaultValues = saved ? jobFormValuesFrom(saved) : emptyJobForm;
  const form = useForm<JobInput, unknown, JobData>({
    resolver: valibotResolver(jobSchema),
    defaultValues,
  });
  const { register, handleSubmit, formState, control, getValues, setValue } = form;
  const { errors } = formState;
  const remote = useWatch({ control, name: "modalidadeTrabalho" }) === "REMOTO";
  // A found CEP writes the place as the job pages show it; the company may still edit it.
  const cep = useCepInput({
    field: register("cepLocalTrabalho"),
    value: () => getValues("cepLocalTrabalho"),
    onFound: (address) => {
      const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
      setValue("cepLocalTrabalho", maskCep(address.cep), options);
      const place = address.uf ? `${address.cidade} - ${address.uf}` : address.cidade;
      if (place && getValues("localizacao")?.trim() !== place) setValue("localizacao", place, options);
    },
  });
  // A remote job has no workplace: its CEP goes with the field, so nothing hidden is saved or refused.
  const modalidade = register("modalidadeTrabalho");
  const onModalidadeChange: typeof modalidade.onChange = async (event) => {
    if (event.target.value === "REMOTO") setValue("cepLocalTrabalho", "", { shouldDirty: true });
    return modalidade.onChange(event);
  };

  const areaOptions = areas.some((area) => area.value === defaultValues.areaAtuacao) || !defaultValues.areaAtuacao
    ? areas
    : [...areas, { value: defaultValues.areaAtuacao, label: defaultValues.areaAtuacao }];

  return (
    <FormStack onSubmit={handleSubmit((data) => onSubmit(data, form))} noValidate aria-busy={pending}>
      <RequiredNote>Campos marcados com * são obrigatórios.</RequiredNote>

      <FormSection icon={Briefcase} title="Informações Básicas" description="Como a vaga aparece na busca de candidatos.">
        <FieldGrid>
          <Wide>
            <TextField
              label="Título da Vaga *"
              placeholder="Ex.: Desenvolvedor(a) Front-end Pleno"
              aria-required
              maxLength={160}
              error={errors.titulo?.message}
              {...register("titulo")}
            />
          </Wide>
          <SelectField label="Área de Atuação *" aria-required error={errors.areaAtuacao?.message} {...register("areaAtuacao")}>
            <Options empty="Selecione a área" options={areaOptions} />
          </SelectField>
          <SelectField label="Nível da Vaga" error={errors.nivelVaga?.message} {...register("nivelVaga")}>
            <Options options={optionsOf(nivelLabels, { keys: nivelOptions, current: defaultValues.nivelVaga })} />
          </SelectField>
        </FieldGrid>
      </FormSection>

      <FormSection icon={FileText} title="Descrição e Requisitos" description="O que a pessoa vai fazer e o que precisa saber.">
        <TextAreaField
          label="Descrição da Vaga *"
          placeholder="Responsabilidades, equipe, projetos e o dia a dia da função."
          rows={6}
          aria-required
          error={errors.descricao?.message}
          {...register("descricao")}
        />
        <TextAreaField
          label="Requisitos Obrigatórios *"
          placeholder="Conhecimentos, experiências e formação indispensáveis."
          rows={4}
          aria-required
          error={errors.requisitosObrigatorios?.message}
          {...register("requisitosObrigatorios")}
        />
        <TextAreaField
          label="Requisitos Desejáveis"
          placeholder="Diferenciais que contam pontos, mas não eliminam."
          rows={3}
          error={errors.requisitosDesejaveis?.message}
          {...register("requisitosDesejaveis")}
        />
      </FormSection>

      <FormSection icon={Settings2} title="Detalhes da Vaga" description="Contrato, modalidade, local e prazo.">
        <FieldGrid>
          <SelectField label="Tipo de Contrato" error={errors.tipoContrato?.message} {...register("tipoContrato")}>
            <Options options={optionsOf(contratoLabels, { current: defaultValues.tipoContrato })} />
          </SelectField>
          <SelectField label="Modalidade de Trabalho" error={errors.modalidadeTrabalho?.message} {...modalidade} onChange={onModalidadeChange}>
            <Options options={optionsOf(modalidadeLabels, { current: defaultValues.modalidadeTrabalho })} />
          </SelectField>
          <SelectField
            label="Inclusão de PcD"
            hint="Afirmativa: exclusiva para pessoas com deficiência. Também para PcD: aberta a todos e acessível."
            error={errors.pcd?.message}
            {...register("pcd")}
          >
            <Options empty="Nenhuma marcação" options={optionsOf(pcdVagaLabels)} />
          </SelectField>
          {!remote && (
            <CepField
              label="CEP do local de trabalho"
              hint="Opcional. Com os 8 dígitos, preenchemos a localização."
              error={errors.cepLocalTrabalho?.message}
              problem={cep.problem}
              pending={cep.pending}
              onLookup={cep.lookup}
              {...cep.cepInput}
            />
          )}
          <Wide>
            <TextField
              label="Localização"
              placeholder="Ex.: São Paulo - SP"
              autoComplete="off"
              hint="Cidade e estado. Em branco, a vaga aparece como Remoto."
              error={errors.localizacao?.message}
              {...register("localizacao")}
            />
          </Wide>
          <TextField
            label="Número de Posições *"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            aria-required
            error={errors.numeroPosicoes?.message}
            {...register("numeroPosicoes")}
          />
          <TextField
            label="Prazo para Candidatura"
            type="date"
            hint="Opcional."
            error={errors.prazoCandidatura?.message}
            {...register("prazoCandidatura")}
          />
        </FieldGrid>
      </FormSection>

      <FormSection icon={Wallet} title="Remuneração e Benefícios" description="Salário mensal e o que a empresa oferece.">
        <FieldGrid>
          <MoneyField
            label="Salário Mínimo"
            placeholder="0"
            hint="Mensal, em reais, sem centavos."
            error={errors.faixaSalarialMin?.message}
            {...register("faixaSalarialMin")}
          />
          <MoneyField
            label="Salário Máximo"
            placeholder="0"
            hint="Opcional."
            error={errors.faixaSalarialMax?.message}
            {...register("faixaSalarialMax")}
          />
          <SalaryText control={control} />
          <Wide>
            <TextAreaField
              label="Benefícios"
              placeholder="Ex.: Vale-refeição, plano de saúde, auxílio home office."
              rows={3}
              error={errors.beneficios?.message}
              {...register("beneficios")}
            />
          </Wide>
        </FieldGrid>
      </FormSection>

      <FormActions>
        <ButtonLink to="/dashboard/company" $variant="outline" $size="lg">
          Cancelar
        </ButtonLink>
        <Button type="submit" $size="lg" disabled={pending}>
          {pending && <BusyIcon size={18} aria-hidden />}
          {pending ? pendingLabel : submitLabel}
        </Button>
      </FormActions>
    </FormStack>
  );
}
