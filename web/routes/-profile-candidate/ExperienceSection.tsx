import { Briefcase, CalendarDays } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { experienciaSchema } from "../../../shared/validation/profile.ts";
import { TextAreaField, TextField } from "../../components/Field.tsx";
import { FormSection, Wide } from "../../components/FormLayout.tsx";
import { ItemForm, ItemListSection, type ItemFormSlot } from "./ItemSection.tsx";
import { ItemLine, ItemMeta, ItemText, ItemTitle, MetaPart, period } from "./SectionParts.tsx";
import { useProfileSectionMutations } from "./useProfileSectionMutations.ts";
import type { ExperienceSection_candidate$data, ExperienceSection_candidate$key } from "./__generated__/ExperienceSection_candidate.graphql";
import type { ExperienciaInput } from "./__generated__/useProfileSectionMutationsAddExperienceMutation.graphql";

const fragment = graphql`
  fragment ExperienceSection_candidate on Candidato {
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

type Experience = ExperienceSection_candidate$data["experiencias"][number];

interface ExperienceValues {
  empresa: string;
  cargo: string;
  dataInicio: string;
  dataFim: string;
  descricao: string;
}

const fields = ["empresa", "cargo", "dataInicio", "dataFim", "descricao"] as const;

const date = (value: unknown) => (typeof value === "string" ? value : "");

const valuesOf = (item: Experience | null): ExperienceValues => ({
  empresa: item?.empresa ?? "",
  cargo: item?.cargo ?? "",
  dataInicio: date(item?.dataInicio),
  dataFim: date(item?.dataFim),
  descricao: item?.descricao ?? "",
});

const toInput = (values: ExperienceValues): ExperienciaInput => values;

function ExperienceForm({ item, ...props }: ItemFormSlot<Experience, ExperienciaInput>) {
  return (
    <ItemForm
      schema={experienciaSchema}
      initial={valuesOf(item)}
      empty={valuesOf(null)}
      fields={fields}
      label={item ? `Editar experiência ${item.cargo}` : "Adicionar experiência"}
      submitLabel={item ? "Salvar experiência" : "Adicionar experiência"}
      toInput={toInput}
      {...props}
    >
      {({ register, formState: { errors } }) => (
        <>
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
        </>
      )}
    </ItemForm>
  );
}

/** Experiência Profissional: the list, in-place editing, removal and the add form. */
export function ExperienceSection({ candidate }: { candidate: ExperienceSection_candidate$key }) {
  const { experiencias } = useFragment(fragment, candidate);
  const mutations = useProfileSectionMutations("experience");
  return (
    <FormSection icon={Briefcase} title="Experiência Profissional" description="Empregos, estágios e trabalhos, do mais recente ao mais antigo.">
      <ItemListSection
        items={experiencias}
        mutations={mutations}
        Form={ExperienceForm}
        addTitle="Adicionar experiência"
        empty="Nenhuma experiência cadastrada"
        describe={(item) => `experiência ${item.cargo} (${item.empresa})`}
        removeTitle="Remover experiência?"
        removeText={(item) => `A experiência ${item.cargo}, na ${item.empresa}, sairá do seu perfil.`}
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
      />
    </FormSection>
  );
}
