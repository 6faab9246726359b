import { Languages } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { nivelIdiomaLabels } from "../../../shared/catalog.ts";
import { idiomaSchema } from "../../../shared/validation/profile.ts";
import { Badge } from "../../components/Badge.tsx";
import { Options, TextField } from "../../components/Field.tsx";
import { optionsOf } from "../../forms/options.ts";
import { FormSection, SelectField } from "../../components/FormLayout.tsx";
import { labelFrom } from "../../format.ts";
import { ItemForm, ItemListSection, type ItemFormSlot } from "./ItemSection.tsx";
import { ItemMeta, ItemTitle } from "./SectionParts.tsx";
import { useProfileSectionMutations } from "./useProfileSectionMutations.ts";
import type { LanguageSection_candidate$data, LanguageSection_candidate$key } from "./__generated__/LanguageSection_candidate.graphql";
import type { IdiomaInput, NivelIdioma } from "./__generated__/useProfileSectionMutationsAddLanguageMutation.graphql";

const fragment = graphql`
  fragment LanguageSection_candidate on Candidato {
    idiomas {
      id
      idioma
      nivel
    }
  }
`;

type Language = LanguageSection_candidate$data["idiomas"][number];

interface LanguageValues {
  idioma: string;
  nivel: string;
}

const fields = ["idioma", "nivel"] as const;

const valuesOf = (item: Language | null): LanguageValues => ({ idioma: item?.idioma ?? "", nivel: item?.nivel ?? "" });

const toInput = (values: LanguageValues): IdiomaInput => ({ idioma: values.idioma, nivel: values.nivel as NivelIdioma });

const levelLabel = labelFrom(nivelIdiomaLabels);

function LanguageForm({ item, ...props }: ItemFormSlot<Language, IdiomaInput>) {
  return (
    <ItemForm
      schema={idiomaSchema}
      initial={valuesOf(item)}
      empty={valuesOf(null)}
      fields={fields}
      label={item ? `Editar idioma ${item.idioma}` : "Adicionar idioma"}
      submitLabel={item ? "Salvar idioma" : "Adicionar idioma"}
      toInput={toInput}
      {...props}
    >
      {({ register, formState: { errors } }) => (
        <>
          <TextField label="Idioma *" placeholder="Ex.: Inglês" aria-required error={errors.idioma?.message} {...register("idioma")} />
          <SelectField label="Nível *" aria-required error={errors.nivel?.message} {...register("nivel")}>
            <Options empty="Selecione o nível" options={optionsOf(nivelIdiomaLabels)} />
          </SelectField>
        </>
      )}
    </ItemForm>
  );
}

/** Idiomas: the list, in-place editing, removal and the add form. */
export function LanguageSection({ candidate }: { candidate: LanguageSection_candidate$key }) {
  const { idiomas } = useFragment(fragment, candidate);
  const mutations = useProfileSectionMutations("language");
  return (
    <FormSection icon={Languages} title="Idiomas" description="Os idiomas que você fala e o seu nível em cada um.">
      <ItemListSection
        items={idiomas}
        mutations={mutations}
        Form={LanguageForm}
        addTitle="Adicionar idioma"
        empty="Nenhum idioma cadastrado"
        describe={(item) => `idioma ${item.idioma}`}
        removeTitle="Remover idioma?"
        removeText={(item) => `O idioma ${item.idioma} sairá do seu perfil.`}
        renderItem={(item) => (
          <>
            <ItemTitle>{item.idioma}</ItemTitle>
            <ItemMeta>
              <Badge $tone="brand">{levelLabel(item.nivel)}</Badge>
            </ItemMeta>
          </>
        )}
      />
    </FormSection>
  );
}
