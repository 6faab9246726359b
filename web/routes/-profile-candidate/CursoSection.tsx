import { Award, CalendarCheck } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { cursoSchema } from "../../../server/domain/validation/profile.ts";
import { TextField } from "../../components/Field.tsx";
import { FieldGrid, FormSection, Wide } from "../../components/FormLayout.tsx";
import { serverErrorsInto, useItemForm } from "./itemForm.ts";
import { AddBox, EditableList, FormButtons, ItemFormBox, ItemLine, ItemMeta, MetaPart, ItemTitle } from "./SectionParts.tsx";
import { useCursoMutations } from "./useCursoMutations.ts";
import type { CursoSection_candidato$data, CursoSection_candidato$key } from "./__generated__/CursoSection_candidato.graphql";
import type { CursoInput } from "./__generated__/useCursoMutationsAddMutation.graphql";

const fragment = graphql`
  fragment CursoSection_candidato on Candidato {
    cursos {
      id
      nomeCurso
      instituicao
      anoConclusao
    }
  }
`;

type Curso = CursoSection_candidato$data["cursos"][number];

interface CursoValues {
  nomeCurso: string;
  instituicao: string;
  anoConclusao: string;
}

const fields = ["nomeCurso", "instituicao", "anoConclusao"] as const;

const valuesOf = (item: Curso | null): CursoValues => ({
  nomeCurso: item?.nomeCurso ?? "",
  instituicao: item?.instituicao ?? "",
  anoConclusao: item?.anoConclusao?.toString() ?? "",
});

/** The year is optional: empty goes as null, anything else as the number the schema already checked. */
const toInput = (values: CursoValues): CursoInput => ({
  nomeCurso: values.nomeCurso,
  instituicao: values.instituicao,
  anoConclusao: values.anoConclusao.trim() === "" ? null : Number(values.anoConclusao),
});

const maxYear = new Date().getFullYear() + 6;

interface FormProps {
  item: Curso | null;
  pending: boolean;
  onSave: (input: CursoInput, handlers: { onSuccess: () => void; onInvalid: ReturnType<typeof serverErrorsInto> }) => void;
  onCancel?: () => void;
}

function CursoForm({ item, pending, onSave, onCancel }: FormProps) {
  const { register, handleSubmit, reset, setError, formState } = useItemForm<CursoValues>(cursoSchema, valuesOf(item));
  const { errors } = formState;
  return (
    <ItemFormBox
      noValidate
      aria-label={item ? `Editar curso ${item.nomeCurso}` : "Adicionar curso"}
      onSubmit={handleSubmit((values) =>
        onSave(toInput(values), { onSuccess: () => reset(valuesOf(null)), onInvalid: serverErrorsInto<CursoValues>(fields, setError) }),
      )}
    >
      <FieldGrid>
        <Wide>
          <TextField
            label="Nome do curso *"
            placeholder="Ex.: Design de Interfaces"
            aria-required
            error={errors.nomeCurso?.message}
            {...register("nomeCurso")}
          />
        </Wide>
        <TextField label="Instituição" placeholder="Ex.: Alura" error={errors.instituicao?.message} {...register("instituicao")} />
        <TextField
          label="Ano de conclusão"
          type="number"
          inputMode="numeric"
          min={1950}
          max={maxYear}
          step={1}
          placeholder="Ex.: 2024"
          error={errors.anoConclusao?.message}
          {...register("anoConclusao")}
        />
      </FieldGrid>
      <FormButtons label={item ? "Salvar curso" : "Adicionar curso"} pending={pending} onCancel={onCancel} />
    </ItemFormBox>
  );
}

/** Cursos Complementares: the list, in-place editing, removal and the add form. */
export function CursoSection({ candidato }: { candidato: CursoSection_candidato$key }) {
  const { cursos } = useFragment(fragment, candidato);
  const { add, update, remove, adding, updating, removing } = useCursoMutations();
  return (
    <FormSection icon={Award} title="Cursos Complementares" description="Cursos livres, certificações e treinamentos.">
      <EditableList
        items={cursos}
        empty="Nenhum curso cadastrado"
        describe={(item) => `curso ${item.nomeCurso}`}
        removeTitle="Remover curso?"
        removeText={(item) => `O curso ${item.nomeCurso} sairá do seu perfil.`}
        removing={removing}
        onRemove={(item, done) => remove({ id: item.id }, { onSettled: done })}
        renderItem={(item) => (
          <>
            <ItemTitle>{item.nomeCurso}</ItemTitle>
            {item.instituicao && <ItemLine>{item.instituicao}</ItemLine>}
            {item.anoConclusao != null && (
              <ItemMeta>
                <MetaPart>
                  <CalendarCheck size={14} aria-hidden />
                  Concluído em {item.anoConclusao}
                </MetaPart>
              </ItemMeta>
            )}
          </>
        )}
        renderEdit={(item, close) => (
          <CursoForm
            item={item}
            pending={updating}
            onCancel={close}
            onSave={(input, { onInvalid }) => update({ id: item.id, input }, { onSuccess: close, onInvalid })}
          />
        )}
      />
      <AddBox title="Adicionar curso">
        <CursoForm item={null} pending={adding} onSave={(input, handlers) => add({ input }, handlers)} />
      </AddBox>
    </FormSection>
  );
}
