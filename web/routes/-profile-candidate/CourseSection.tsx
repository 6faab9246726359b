import { Award, CalendarCheck } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { cursoSchema } from "../../../shared/validation/profile.ts";
import { TextField } from "../../components/Field.tsx";
import { FormSection, Wide } from "../../components/FormLayout.tsx";
import { ItemForm, ItemListSection, type ItemFormSlot } from "./ItemSection.tsx";
import { ItemLine, ItemMeta, ItemTitle, MetaPart } from "./SectionParts.tsx";
import { useProfileSectionMutations } from "./useProfileSectionMutations.ts";
import type { CourseSection_candidate$data, CourseSection_candidate$key } from "./__generated__/CourseSection_candidate.graphql";
import type { CursoInput } from "./__generated__/useProfileSectionMutationsAddCourseMutation.graphql";

const fragment = graphql`
  fragment CourseSection_candidate on Candidato {
    cursos {
      id
      nomeCurso
      instituicao
      anoConclusao
    }
  }
`;

type Course = CourseSection_candidate$data["cursos"][number];

interface CourseValues {
  nomeCurso: string;
  instituicao: string;
  anoConclusao: string;
}

const fields = ["nomeCurso", "instituicao", "anoConclusao"] as const;

const valuesOf = (item: Course | null): CourseValues => ({
  nomeCurso: item?.nomeCurso ?? "",
  instituicao: item?.instituicao ?? "",
  anoConclusao: item?.anoConclusao?.toString() ?? "",
});

/** The year is optional: empty goes as null, anything else as the number the schema already checked. */
const toInput = (values: CourseValues): CursoInput => ({
  nomeCurso: values.nomeCurso,
  instituicao: values.instituicao,
  anoConclusao: values.anoConclusao.trim() === "" ? null : Number(values.anoConclusao),
});

const maxYear = new Date().getFullYear() + 6;

function CourseForm({ item, ...props }: ItemFormSlot<Course, CursoInput>) {
  return (
    <ItemForm
      schema={cursoSchema}
      initial={valuesOf(item)}
      empty={valuesOf(null)}
      fields={fields}
      label={item ? `Editar curso ${item.nomeCurso}` : "Adicionar curso"}
      submitLabel={item ? "Salvar curso" : "Adicionar curso"}
      toInput={toInput}
      {...props}
    >
      {({ register, formState: { errors } }) => (
        <>
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
        </>
      )}
    </ItemForm>
  );
}

/** Cursos Complementares: the list, in-place editing, removal and the add form. */
export function CourseSection({ candidate }: { candidate: CourseSection_candidate$key }) {
  const { cursos } = useFragment(fragment, candidate);
  const mutations = useProfileSectionMutations("course");
  return (
    <FormSection icon={Award} title="Cursos Complementares" description="Cursos livres, certificações e treinamentos.">
      <ItemListSection
        items={cursos}
        mutations={mutations}
        Form={CourseForm}
        addTitle="Adicionar curso"
        empty="Nenhum curso cadastrado"
        describe={(item) => `curso ${item.nomeCurso}`}
        removeTitle="Remover curso?"
        removeText={(item) => `O curso ${item.nomeCurso} sairá do seu perfil.`}
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
      />
    </FormSection>
  );
}
