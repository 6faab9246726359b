import { CalendarDays, GraduationCap } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { nivelFormacaoLabels, statusFormacaoLabels } from "../../../shared/catalog.ts";
import { formacaoSchema } from "../../../shared/validation/profile.ts";
import { Badge, type BadgeTone } from "../../components/Badge.tsx";
import { Options, TextField } from "../../components/Field.tsx";
import { optionsOf } from "../../forms/options.ts";
import { FormSection, SelectField } from "../../components/FormLayout.tsx";
import { labelFrom } from "../../format.ts";
import { ItemForm, ItemListSection, type ItemFormSlot } from "./ItemSection.tsx";
import { ItemLine, ItemMeta, ItemTitle, MetaPart, period } from "./SectionParts.tsx";
import { useProfileSectionMutations } from "./useProfileSectionMutations.ts";
import type { EducationSection_candidate$data, EducationSection_candidate$key } from "./__generated__/EducationSection_candidate.graphql";
import type { FormacaoInput, NivelFormacao, StatusFormacao } from "./__generated__/useProfileSectionMutationsAddEducationMutation.graphql";

const fragment = graphql`
  fragment EducationSection_candidate on Candidato {
    formacoes {
      id
      instituicao
      curso
      nivel
      status
      dataInicio
      dataFim
    }
  }
`;

type Education = EducationSection_candidate$data["formacoes"][number];

interface EducationValues {
  instituicao: string;
  curso: string;
  nivel: string;
  status: string;
  dataInicio: string;
  dataFim: string;
}

const fields = ["instituicao", "curso", "nivel", "status", "dataInicio", "dataFim"] as const;

const date = (value: unknown) => (typeof value === "string" ? value : "");

const valuesOf = (item: Education | null): EducationValues => ({
  instituicao: item?.instituicao ?? "",
  curso: item?.curso ?? "",
  nivel: item?.nivel ?? "",
  status: item?.status ?? "",
  dataInicio: date(item?.dataInicio),
  dataFim: date(item?.dataFim),
});

const toInput = (values: EducationValues): FormacaoInput => ({
  ...values,
  nivel: values.nivel as NivelFormacao,
  status: values.status as StatusFormacao,
});

const statusTone: Record<string, BadgeTone> = { EM_ANDAMENTO: "info", CONCLUIDO: "success", INTERROMPIDO: "neutral" };
const levelLabel = labelFrom(nivelFormacaoLabels);
const statusLabel = labelFrom(statusFormacaoLabels);

function EducationForm({ item, ...props }: ItemFormSlot<Education, FormacaoInput>) {
  return (
    <ItemForm
      schema={formacaoSchema}
      initial={valuesOf(item)}
      empty={valuesOf(null)}
      fields={fields}
      label={item ? `Editar formação ${item.curso}` : "Adicionar formação"}
      submitLabel={item ? "Salvar formação" : "Adicionar formação"}
      toInput={toInput}
      {...props}
    >
      {({ register, formState: { errors } }) => (
        <>
          <TextField label="Instituição *" aria-required error={errors.instituicao?.message} {...register("instituicao")} />
          <TextField label="Curso *" aria-required error={errors.curso?.message} {...register("curso")} />
          <SelectField label="Nível *" aria-required error={errors.nivel?.message} {...register("nivel")}>
            <Options empty="Selecione o nível" options={optionsOf(nivelFormacaoLabels)} />
          </SelectField>
          <SelectField label="Situação *" aria-required error={errors.status?.message} {...register("status")}>
            <Options empty="Selecione a situação" options={optionsOf(statusFormacaoLabels)} />
          </SelectField>
          <TextField label="Data de início" type="date" error={errors.dataInicio?.message} {...register("dataInicio")} />
          <TextField
            label="Data de término"
            type="date"
            hint="Em branco se ainda estiver cursando."
            error={errors.dataFim?.message}
            {...register("dataFim")}
          />
        </>
      )}
    </ItemForm>
  );
}

/** Formação Acadêmica: the list, in-place editing, removal and the add form. */
export function EducationSection({ candidate }: { candidate: EducationSection_candidate$key }) {
  const { formacoes } = useFragment(fragment, candidate);
  const mutations = useProfileSectionMutations("education");
  return (
    <FormSection icon={GraduationCap} title="Formação Acadêmica" description="Cursos técnicos, graduação, pós-graduação e outros.">
      <ItemListSection
        items={formacoes}
        mutations={mutations}
        Form={EducationForm}
        addTitle="Adicionar formação"
        empty="Nenhuma formação cadastrada"
        describe={(item) => `formação ${item.curso} (${item.instituicao})`}
        removeTitle="Remover formação?"
        removeText={(item) => `A formação ${item.curso}, em ${item.instituicao}, sairá do seu perfil.`}
        renderItem={(item) => (
          <>
            <ItemTitle>{item.curso}</ItemTitle>
            <ItemLine>{item.instituicao}</ItemLine>
            <ItemMeta>
              <Badge $tone="brand">{levelLabel(item.nivel)}</Badge>
              <Badge $tone={statusTone[item.status] ?? "neutral"}>{statusLabel(item.status)}</Badge>
              <MetaPart>
                <CalendarDays size={14} aria-hidden />
                {period(item.dataInicio, item.dataFim)}
              </MetaPart>
            </ItemMeta>
          </>
        )}
      />
    </FormSection>
  );
}
