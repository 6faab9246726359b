import { Languages } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { nivelIdiomaLabels } from "../../../server/domain/catalog.ts";
import { idiomaSchema } from "../../../server/domain/validation/profile.ts";
import { Badge } from "../../components/Badge.tsx";
import { TextField } from "../../components/Field.tsx";
import { FieldGrid, FormSection, SelectField } from "../../components/FormLayout.tsx";
import { serverErrorsInto, useItemForm } from "./itemForm.ts";
import { AddBox, EditableList, FormButtons, ItemFormBox, ItemMeta, ItemTitle } from "./SectionParts.tsx";
import { useIdiomaMutations } from "./useIdiomaMutations.ts";
import type { IdiomaSection_candidato$data, IdiomaSection_candidato$key } from "./__generated__/IdiomaSection_candidato.graphql";
import type { IdiomaInput, NivelIdioma } from "./__generated__/useIdiomaMutationsAddMutation.graphql";

const fragment = graphql`
  fragment IdiomaSection_candidato on Candidato {
    idiomas {
      id
      idioma
      nivel
    }
  }
`;

type Idioma = IdiomaSection_candidato$data["idiomas"][number];

interface IdiomaValues {
  idioma: string;
  nivel: string;
}

const fields = ["idioma", "nivel"] as const;

const valuesOf = (item: Idioma | null): IdiomaValues => ({ idioma: item?.idioma ?? "", nivel: item?.nivel ?? "" });

const nivelLabel = (nivel: string) => nivelIdiomaLabels[nivel as keyof typeof nivelIdiomaLabels] ?? nivel;

interface FormProps {
  item: Idioma | null;
  pending: boolean;
  onSave: (input: IdiomaInput, handlers: { onSuccess: () => void; onInvalid: ReturnType<typeof serverErrorsInto> }) => void;
  onCancel?: () => void;
}

function IdiomaForm({ item, pending, onSave, onCancel }: FormProps) {
  const { register, handleSubmit, reset, setError, formState } = useItemForm<IdiomaValues>(idiomaSchema, valuesOf(item));
  const { errors } = formState;
  return (
    <ItemFormBox
      noValidate
      aria-label={item ? `Editar idioma ${item.idioma}` : "Adicionar idioma"}
      onSubmit={handleSubmit((values) =>
        onSave(
          { idioma: values.idioma, nivel: values.nivel as NivelIdioma },
          { onSuccess: () => reset(valuesOf(null)), onInvalid: serverErrorsInto<IdiomaValues>(fields, setError) },
        ),
      )}
    >
      <FieldGrid>
        <TextField label="Idioma *" placeholder="Ex.: Inglês" aria-required error={errors.idioma?.message} {...register("idioma")} />
        <SelectField label="Nível *" aria-required error={errors.nivel?.message} {...register("nivel")}>
          <option value="">Selecione o nível</option>
          {Object.entries(nivelIdiomaLabels).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </SelectField>
      </FieldGrid>
      <FormButtons label={item ? "Salvar idioma" : "Adicionar idioma"} pending={pending} onCancel={onCancel} />
    </ItemFormBox>
  );
}

/** Idiomas: the list, in-place editing, removal and the add form. */
export function IdiomaSection({ candidato }: { candidato: IdiomaSection_candidato$key }) {
  const { idiomas } = useFragment(fragment, candidato);
  const { add, update, remove, adding, updating, removing } = useIdiomaMutations();
  return (
    <FormSection icon={Languages} title="Idiomas" description="Os idiomas que você fala e o seu nível em cada um.">
      <EditableList
        items={idiomas}
        empty="Nenhum idioma cadastrado"
        describe={(item) => `idioma ${item.idioma}`}
        removeTitle="Remover idioma?"
        removeText={(item) => `O idioma ${item.idioma} sairá do seu perfil.`}
        removing={removing}
        onRemove={(item, done) => remove({ id: item.id }, { onSettled: done })}
        renderItem={(item) => (
          <>
            <ItemTitle>{item.idioma}</ItemTitle>
            <ItemMeta>
              <Badge $tone="brand">{nivelLabel(item.nivel)}</Badge>
            </ItemMeta>
          </>
        )}
        renderEdit={(item, close) => (
          <IdiomaForm
            item={item}
            pending={updating}
            onCancel={close}
            onSave={(input, { onInvalid }) => update({ id: item.id, input }, { onSuccess: close, onInvalid })}
          />
        )}
      />
      <AddBox title="Adicionar idioma">
        <IdiomaForm item={null} pending={adding} onSave={(input, handlers) => add({ input }, handlers)} />
      </AddBox>
    </FormSection>
  );
}
