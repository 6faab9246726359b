import { Briefcase, CalendarDays } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { experienciaSchema } from "../../../server/domain/validation/profile.ts";
import { TextAreaField, TextField } from "../../components/Field.tsx";
import { FieldGrid, FormSection, Wide } from "../../components/FormLayout.tsx";
import { serverErrorsInto, useItemForm } from "./itemForm.ts";
import { AddBox, EditableList, FormButtons, ItemFormBox, ItemLine, ItemMeta, MetaPart, ItemText, ItemTitle, period } from "./SectionParts.tsx";
import { useExperienciaMutations } from "./useExperienciaMutations.ts";
import type { ExperienciaSection_candidato$data, ExperienciaSection_candidato$key } from "./__generated__/ExperienciaSection_candidato.graphql";
import type { ExperienciaInput } from "./__generated__/useExperienciaMutationsAddMutation.graphql";

const fragment = graphql`
  fragment ExperienciaSection_candidato on Candidato {
    experiencias {
      id
      empresa
      cargo
      dataInicio
      dataFim
      descricao
    }
  }
`;

type Experiencia = ExperienciaSection_candidato$data["experiencias"][number];

interface ExperienciaValues {
  empresa: string;
  cargo: string;
  dataInicio: string;
  dataFim: string;
  descricao: string;
}

const fields = ["empresa", "cargo", "dataInicio", "dataFim", "descricao"] as const;

const date = (value: unknown) => (typeof value === "string" ? value : "");

const valuesOf = (item: Experiencia | null): ExperienciaValues => ({
  empresa: item?.empresa ?? "",
  cargo: item?.cargo ?? "",
  dataInicio: date(item?.dataInicio),
  dataFim: date(item?.dataFim),
  descricao: item?.descricao ?? "",
});

interface FormProps {
  item: Experiencia | null;
  pending: boolean;
  onSave: (input: ExperienciaInput, handlers: { onSuccess: () => void; onInvalid: ReturnType<typeof serverErrorsInto> }) => void;
  onCancel?: () => void;
}

function ExperienciaForm({ item, pending, onSave, onCancel }: FormProps) {
  const { register, handleSubmit, reset, setError, formState } = useItemForm<ExperienciaValues>(experienciaSchema, valuesOf(item));
  const { errors } = formState;
  return (
    <ItemFormBox
      noValidate
      aria-label={item ? `Editar experiência ${item.cargo}` : "Adicionar experiência"}
      onSubmit={handleSubmit((values) =>
        onSave(values, { onSuccess: () => reset(valuesOf(null)), onInvalid: serverErrorsInto<ExperienciaValues>(fields, setError) }),
      )}
    >
      <FieldGrid>
        <TextField label="Empresa *" aria-required error={errors.empresa?.message} {...register("empresa")} />
        <TextField label="Cargo *" aria-required error={errors.cargo?.message} {...register("cargo")} />
        <TextField label="Data de início" type="date" error={errors.dataInicio?.message} {...register("dataInicio")} />
        <TextField
          label="Data de término"
          type="date"
          hint="Em branco se for o seu emprego atual."
          error={errors.dataFim?.message}
          {...register("dataFim")}
        />
        <Wide>
          <TextAreaField
            label="Descrição"
            rows={4}
            placeholder="Suas responsabilidades, projetos e resultados."
            error={errors.descricao?.message}
            {...register("descricao")}
          />
        </Wide>
      </FieldGrid>
      <FormButtons label={item ? "Salvar experiência" : "Adicionar experiência"} pending={pending} onCancel={onCancel} />
    </ItemFormBox>
  );
}

/** Experiência Profissional: the list, in-place editing, removal and the add form. */
export function ExperienciaSection({ candidato }: { candidato: ExperienciaSection_candidato$key }) {
  const { experiencias } = useFragment(fragment, candidato);
  const { add, update, remove, adding, updating, removing } = useExperienciaMutations();
  return (
    <FormSection icon={Briefcase} title="Experiência Profissional" description="Empregos, estágios e trabalhos, do mais recente ao mais antigo.">
      <EditableList
        items={experiencias}
        empty="Nenhuma experiência cadastrada"
        describe={(item) => `experiência ${item.cargo} (${item.empresa})`}
        removeTitle="Remover experiência?"
        removeText={(item) => `A experiência ${item.cargo}, na ${item.empresa}, sairá do seu perfil.`}
        removing={removing}
        onRemove={(item, done) => remove({ id: item.id }, { onSettled: done })}
        renderItem={(item) => (
          <>
            <ItemTitle>{item.cargo}</ItemTitle>
            <ItemLine>{item.empresa}</ItemLine>
            <ItemMeta>
              <MetaPart>
                <CalendarDays size={14} aria-hidden />
                {period(item.dataInicio, item.dataFim)}
              </MetaPart>
            </ItemMeta>
            {item.descricao && <ItemText>{item.descricao}</ItemText>}
          </>
        )}
        renderEdit={(item, close) => (
          <ExperienciaForm
            item={item}
            pending={updating}
            onCancel={close}
            onSave={(input, { onInvalid }) => update({ id: item.id, input }, { onSuccess: close, onInvalid })}
          />
        )}
      />
      <AddBox title="Adicionar experiência">
        <ExperienciaForm item={null} pending={adding} onSave={(input, handlers) => add({ input }, handlers)} />
      </AddBox>
    </FormSection>
  );
}
