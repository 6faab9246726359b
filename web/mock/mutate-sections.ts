import type * as v from "valibot";
import {
  cursoSchema,
  experienciaSchema,
  formacaoSchema,
  habilidadeSchema,
  idiomaSchema,
  maxSectionItems,
  namedOnce,
  sectionFullMessage,
  sectionNameKey,
} from "../../shared/validation/profile.ts";
import { databaseId, mutation, parseOrRefuse, Refusal, refuse, refuseInput, requireCandidate } from "./results.ts";
import { sectionLists, type MockCandidato, type SectionType } from "./types.ts";

// The five list sections of a candidate's profile (add, update, remove), handled
// alike. Every answer is the whole profile, so lists and completeness update together.

const sections = {
  Formacao: { schema: formacaoSchema, missing: "Formação não encontrada no seu perfil" },
  Experiencia: { schema: experienciaSchema, missing: "Experiência não encontrada no seu perfil" },
  Habilidade: { schema: habilidadeSchema, missing: "Habilidade não encontrada no seu perfil" },
  Idioma: { schema: idiomaSchema, missing: "Idioma não encontrado no seu perfil" },
  Curso: { schema: cursoSchema, missing: "Curso não encontrado no seu perfil" },
} satisfies Record<SectionType, { schema: v.GenericSchema; missing: string }>;

type Item = { id: string } & Record<string, unknown>;

const listOf = (candidato: MockCandidato, type: SectionType) => candidato[sectionLists[type]] as unknown as Item[];

/** Dates leave the schema as Date objects; the store keeps YYYY-MM-DD. */
const storable = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, value instanceof Date ? value.toISOString().slice(0, 10) : value]));

/** Skills and languages are had once each: 'Eletrônica' and 'eletronica ' are one skill. */
function refuseRepeat(candidato: MockCandidato, type: SectionType, data: Record<string, unknown>, exceptId?: string) {
  const rule = type === "Habilidade" ? namedOnce.habilidade : type === "Idioma" ? namedOnce.idioma : null;
  if (!rule) return;
  const name = String(data[rule.field]);
  const existing = listOf(candidato, type).find((item) => item.id !== exceptId && sectionNameKey(String(item[rule.field])) === sectionNameKey(name));
  if (existing) refuseInput([{ path: [rule.field], message: rule.repeated(String(existing[rule.field])) }]);
}

function itemOf(candidato: MockCandidato, type: SectionType, id: string) {
  const wanted = databaseId(id, type);
  return listOf(candidato, type).find((item) => item.id === wanted) ?? refuse("NotFoundError", sections[type].missing);
}

/** `MutationAdd…Success.item`: the item just added, carried by the profile the add answers with. */
export const addedItemResolvers = Object.fromEntries(
  (Object.keys(sections) as SectionType[]).map((type) => [`MutationAdd${type}Success`, { item: (result: { data: { added: Item } }) => result.data.added }]),
);

export const sectionMutations = Object.fromEntries(
  (Object.keys(sections) as SectionType[]).flatMap((type) => [
    [
      `add${type}`,
      mutation(`add${type}`, ({ input }: { input: unknown }, store) => {
        const candidato = requireCandidate(store);
        const data = storable(parseOrRefuse(sections[type].schema, input) as Record<string, unknown>);
        refuseRepeat(candidato, type, data);
        if (listOf(candidato, type).length >= maxSectionItems) throw new Refusal({ __typename: "InvalidInputError", message: sectionFullMessage, fieldErrors: [] });
        const item = { id: store.newId(), ...data };
        listOf(candidato, type).push(item);
        // A copy of the profile that carries the new item, for the result's `item` field.
        return { ...candidato, added: item };
      }),
    ],
    [
      `update${type}`,
      mutation(`update${type}`, ({ id, input }: { id: string; input: unknown }, store) => {
        const candidato = requireCandidate(store);
        const item = itemOf(candidato, type, id);
        const data = storable(parseOrRefuse(sections[type].schema, input) as Record<string, unknown>);
        refuseRepeat(candidato, type, data, item.id);
        Object.assign(item, data);
        return candidato;
      }),
    ],
    [
      `remove${type}`,
      mutation(`remove${type}`, ({ id }: { id: string }, store) => {
        const candidato = requireCandidate(store);
        const item = itemOf(candidato, type, id);
        const list = listOf(candidato, type);
        list.splice(list.indexOf(item), 1);
        return candidato;
      }),
    ],
  ]),
);
