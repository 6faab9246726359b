import { Check, Lightbulb, Plus, X } from "lucide-react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { habilidadeSchema } from "../../../shared/validation/profile.ts";
import { Button } from "../../components/Button.tsx";
import { FieldError, Input, Label } from "../../components/Field.tsx";
import { FormSection } from "../../components/FormLayout.tsx";
import { BusyIcon as Busy } from "../../components/Spinner.tsx";
import { serverErrorsInto, useItemForm } from "./ItemSection.tsx";
import { Empty } from "./SectionParts.tsx";
import { useProfileSectionMutations } from "./useProfileSectionMutations.ts";
import type { SkillSection_candidate$data, SkillSection_candidate$key } from "./__generated__/SkillSection_candidate.graphql";

const fragment = graphql`
  fragment SkillSection_candidate on Candidato {
    habilidades {
      id
      nome
    }
  }
`;

type Skill = SkillSection_candidate$data["habilidades"][number];

interface SkillValues {
  nome: string;
}

const fields = ["nome"] as const;

const AddRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  & > input { flex: 1; min-width: 0; }
  & > button { flex-shrink: 0; }
`;

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandHover};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const ChipText = styled.button`
  min-width: 0;
  padding: 6px 4px 6px 14px;
  border: 0;
  background: transparent;
  color: inherit;
  font-weight: inherit;
  cursor: text;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radius.pill} 0 0 ${({ theme }) => theme.radius.pill};
  &:hover { text-decoration: underline; }
`;

const ChipIcon = styled.button`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 28px;
  height: 28px;
  margin-right: 3px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surface}; }
  &:disabled { cursor: wait; opacity: 0.7; }
`;

const EditChip = styled.li`
  display: flex;
  flex-direction: column;
  gap: 4px;
  max-width: 100%;
  form { display: inline-flex; align-items: center; gap: 4px; max-width: 100%; }
  input { width: 200px; max-width: 100%; padding: 6px 12px; border-radius: ${({ theme }) => theme.radius.pill}; }
  ${FieldError} { margin-top: 0; }
`;

const Hint = styled.p`
  margin-top: 6px;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

/** One chip turned into a small form: Enter saves, Escape cancels. */
function EditSkill({ item, pending, onSave, onCancel }: {
  item: Skill;
  pending: boolean;
  onSave: (nome: string, onInvalid: ReturnType<typeof serverErrorsInto>) => void;
  onCancel: () => void;
}) {
  const { register, handleSubmit, setError, formState } = useItemForm<SkillValues>(habilidadeSchema, { nome: item.nome });
  const error = formState.errors.nome?.message;
  const errorId = `skill-${item.id}-error`;
  return (
    <EditChip>
      <form
        noValidate
        aria-label={`Editar habilidade ${item.nome}`}
        onSubmit={handleSubmit((values) => onSave(values.nome, serverErrorsInto<SkillValues>(fields, setError)))}
        onKeyDown={(event) => event.key === "Escape" && onCancel()}
      >
        <Input
          autoFocus
          aria-label={`Novo nome da habilidade ${item.nome}`}
          $invalid={!!error}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          {...register("nome")}
        />
        <ChipIcon type="submit" aria-label="Salvar habilidade" disabled={pending}>
          {pending ? <Busy size={16} aria-hidden /> : <Check size={16} aria-hidden />}
        </ChipIcon>
        <ChipIcon type="button" aria-label="Cancelar edição" onClick={onCancel} disabled={pending}>
          <X size={16} aria-hidden />
        </ChipIcon>
      </form>
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </EditChip>
  );
}

/** Habilidades: chips with a remove ×; a click on a chip's name edits it in place. */
export function SkillSection({ candidate }: { candidate: SkillSection_candidate$key }) {
  const { habilidades } = useFragment(fragment, candidate);
  const { add, update, remove, adding, updating } = useProfileSectionMutations("skill");
  const [editing, setEditing] = useState<string | null>(null);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, setFocus, formState } = useItemForm<SkillValues>(habilidadeSchema, { nome: "" });
  const error = formState.errors.nome?.message;

  return (
    <FormSection icon={Lightbulb} title="Habilidades" description="Ferramentas, tecnologias e competências que você domina.">
      <form
        noValidate
        aria-label="Adicionar habilidade"
        onSubmit={handleSubmit((values) =>
          add(
            { input: { nome: values.nome } },
            {
              onSuccess: () => {
                reset({ nome: "" });
                setFocus("nome");
              },
              onInvalid: serverErrorsInto<SkillValues>(fields, setError),
            },
          ),
        )}
      >
        <Label htmlFor="nova-habilidade">Nova habilidade</Label>
        <AddRow>
          <Input
            id="nova-habilidade"
            placeholder="Ex.: React, Excel, Atendimento ao cliente"
            autoComplete="off"
            $invalid={!!error}
            aria-invalid={!!error}
            aria-describedby={error ? "nova-habilidade-error" : "nova-habilidade-hint"}
            {...register("nome")}
          />
          <Button type="submit" disabled={adding}>
            {adding ? <Busy size={16} aria-hidden /> : <Plus size={16} aria-hidden />}
            Adicionar
          </Button>
        </AddRow>
        {error ? (
          <FieldError id="nova-habilidade-error" role="alert">
            {error}
          </FieldError>
        ) : (
          <Hint id="nova-habilidade-hint">
            Adicione uma de cada vez. Clique no nome de uma habilidade para corrigi-la.
          </Hint>
        )}
      </form>

      {habilidades.length === 0 ? (
        <Empty>Nenhuma habilidade cadastrada</Empty>
      ) : (
        <Chips aria-label="Suas habilidades">
          {habilidades.map((item) =>
            item.id === editing ? (
              <EditSkill
                key={item.id}
                item={item}
                pending={updating}
                onCancel={() => setEditing(null)}
                onSave={(nome, onInvalid) =>
                  update({ id: item.id, input: { nome } }, { onSuccess: () => setEditing(null), onInvalid })
                }
              />
            ) : (
              <Chip key={item.id}>
                <ChipText type="button" title="Editar" aria-label={`Editar habilidade ${item.nome}`} onClick={() => setEditing(item.id)}>
                  {item.nome}
                </ChipText>
                <ChipIcon
                  type="button"
                  aria-label={`Remover habilidade ${item.nome}`}
                  disabled={removingId === item.id}
                  onClick={() => {
                    setRemovingId(item.id);
                    remove({ id: item.id }, { onSettled: () => setRemovingId(null) });
                  }}
                >
                  {removingId === item.id ? <Busy size={14} aria-hidden /> : <X size={14} aria-hidden />}
                </ChipIcon>
              </Chip>
            ),
          )}
        </Chips>
      )}
    </FormSection>
  );
}
