import { CalendarDays, GraduationCap } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { nivelFormacaoLabels, statusFormacaoLabels } from "../../../server/domain/catalog.ts";
import { formacaoSchema } from "../../../server/domain/validation/profile.ts";
import { Badge, type BadgeTone } from "../../components/Badge.tsx";
import { TextField } from "../../components/Field.tsx";
import { FieldGrid, FormSection, SelectField } from "../../components/FormLayout.tsx";
import { serverErrorsInto, useItemForm } from "./itemForm.ts";
import { AddBox, EditableList, FormButtons, ItemFormBox, ItemLine, ItemMeta, MetaPart, ItemTitle, period } from "./SectionParts.tsx";
import { useFormacaoMutations } from "./useFormacaoMutations.ts";
import type { FormacaoSection_candidato$data, FormacaoSection_candidato$key } from "./__generated__/FormacaoSection_candidato.graphql";
import type { FormacaoInput, NivelFormacao, StatusFormacao } from "./__generated__/useFormacaoMutationsAddMutation.graphql";

const fragment = graphql`
  fragment FormacaoSection_candidato on Candidato {
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

type Formacao = FormacaoSection_candidato$data["formacoes"][number];

interface FormacaoValues {
  instituicao: string;
  curso: string;
  nivel: string;
  status: string;
  dataInicio: string;
  dataFim: string;
}

const fields = ["instituicao", "curso", "nivel", "status", "dataInicio", "dataFim"] as const;

const date = (value: unknown) => (typeof value === "string" ? value : "");

const valuesOf = (item: Formacao | null): FormacaoValues => ({
  instituicao: item?.instituicao ?? "",
  curso: item?.curso ?? "",
  nivel: item?.nivel ?? "",
  status: item?.status ?? "",
  dataInicio: date(item?.dataInicio),
  dataFim: date(item?.dataFim),
});

const toInput = (values: FormacaoValues): FormacaoInput => ({
  ...values,
  nivel: values.nivel as NivelFormacao,
  status: values.status as StatusFormacao,
});

const statusTone: Record<string, BadgeTone> = { EM_ANDAMENTO: "info", CONCLUIDO: "success", INTERROMPIDO: "neutral" };

const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;

interface FormProps {
  item: Formacao | null;
  pending: boolean;
  onSave: (input: FormacaoInput, handlers: { onSuccess: () => void; onInvalid: ReturnType<typeof serverErrorsInto> }) => void;
  onCancel?: () => void;
}

function FormacaoForm({ item, pending, onSave, onCancel }: FormProps) {
  const { register, handleSubmit, reset, setError, formState } = useItemForm<FormacaoValues>(formacaoSchema, valuesOf(item));
  const { errors } = formState;
  return (
    <ItemFormBox
      noValidate
      aria-label={item ? `Editar formação ${item.curso}` : "Adicionar formação"}
      onSubmit={handleSubmit((values) =>
        onSave(toInput(values), { onSuccess: () => reset(valuesOf(null)), onInvalid: serverErrorsInto<FormacaoValues>(fields, setError) }),
      )}
    >
      <FieldGrid>
        <TextField label="Instituição *" aria-required error={errors.instituicao?.message} {...register("instituicao")} />
        <TextField label="Curso *" aria-required error={errors.curso?.message} {...register("curso")} />
        <SelectField label="Nível *" aria-required error={errors.nivel?.message} {...register("nivel")}>
          <option value="">Selecione o nível</option>
          {Object.entries(nivelFormacaoLabels).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </SelectField>
        <SelectField label="Situação *" aria-required error={errors.status?.message} {...register("status")}>
          <option value="">Selecione a situação</option>
          {Object.entries(statusFormacaoLabels).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </SelectField>
        <TextField label="Data de início" type="date" error={errors.dataInicio?.message} {...register("dataInicio")} />
        <TextField
          label="Data de término"
          type="date"
          hint="Em branco se ainda estiver cursando."
          error={errors.dataFim?.message}
          {...register("dataFim")}
        />
      </FieldGrid>
      <FormButtons label={item ? "Salvar formação" : "Adicionar formação"} pending={pending} onCancel={onCancel} />
    </ItemFormBox>
  );
}

/** Formação Acadêmica: the list, in-place editing, removal and the add form. */
export function FormacaoSection({ candidato }: { candidato: FormacaoSection_candidato$key }) {
  const { formacoes } = useFragment(fragment, candidato);
  const { add, update, remove, adding, updating, removing } = useFormacaoMutations();
  return (
    <FormSection icon={GraduationCap} title="Formação Acadêmica" description="Cursos técnicos, graduação, pós-graduação e outros.">
      <EditableList
        items={formacoes}
        empty="Nenhuma formação cadastrada"
        describe={(item) => `formação ${item.curso} (${item.instituicao})`}
        removeTitle="Remover formação?"
        removeText={(item) => `A formação ${item.curso}, em ${item.instituicao}, sairá do seu perfil.`}
        removing={removing}
        onRemove={(item, done) => remove({ id: item.id }, { onSettled: done })}
        renderItem={(item) => (
          <>
            <ItemTitle>{item.curso}</ItemTitle>
            <ItemLine>{item.instituicao}</ItemLine>
            <ItemMeta>
              <Badge $tone="brand">{label(nivelFormacaoLabels, item.nivel)}</Badge>
              <Badge $tone={statusTone[item.status] ?? "neutral"}>{label(statusFormacaoLabels, item.status)}</Badge>
              <MetaPart>
                <CalendarDays size={14} aria-hidden />
                {period(item.dataInicio, item.dataFim)}
              </MetaPart>
            </ItemMeta>
          </>
        )}
        renderEdit={(item, close) => (
          <FormacaoForm
            item={item}
            pending={updating}
            onCancel={close}
            onSave={(input, { onInvalid }) => update({ id: item.id, input }, { onSuccess: close, onInvalid })}
          />
        )}
      />
      <AddBox title="Adicionar formação">
        <FormacaoForm item={null} pending={adding} onSave={(input, handlers) => add({ input }, handlers)} />
      </AddBox>
    </FormSection>
  );
}
