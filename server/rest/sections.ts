import type * as v from "valibot";
import { cursoSchema, experienciaSchema, formacaoSchema, habilidadeSchema, idiomaSchema } from "../../shared/validation/profile.ts";
import { requireCandidate } from "../auth/policy.ts";
import { asObject, fieldsOf } from "./forms.ts";
import { json, readJson } from "./http.ts";
import { dataOf, failureFields, globalId, operation, type Result, type ResultUnion, run } from "./operations.ts";
import type { Router } from "./router.ts";
import { type SectionItem, sectionItemFields, sectionItemJson, sectionsFragment } from "./shapes.ts";
import { notFound } from "./statuses.ts";

// The five list sections of a candidate's profile, /api/profile/{section}:
// each the GraphQL type and list it stands for, and the schema of its form.

const sections = {
  formacao: { type: "Formacao", list: "formacoes", schema: formacaoSchema },
  experiencia: { type: "Experiencia", list: "experiencias", schema: experienciaSchema },
  habilidade: { type: "Habilidade", list: "habilidades", schema: habilidadeSchema },
  idioma: { type: "Idioma", list: "idiomas", schema: idiomaSchema },
  curso: { type: "Curso", list: "cursos", schema: cursoSchema },
} as const satisfies Record<string, { type: string; list: string; schema: v.GenericSchema }>;

type Section = (typeof sections)[keyof typeof sections];
type Lists = Record<Section["list"], SectionItem[]>;

function sectionOf(name: string | undefined): Section {
  if (!name || !Object.hasOwn(sections, name)) throw notFound("Seção do perfil não encontrada");
  return sections[name as keyof typeof sections];
}

const ownSections = operation(`query RestOwnSections { viewer { candidato { ...RestSections } } } ${sectionsFragment}`);

/** The three mutations of each section, made once from the table. */
const mutations = Object.fromEntries(
  Object.values(sections).map(({ type }) => [
    type,
    {
      add: operation(`mutation RestAdd${type}($input: ${type}Input!) {
        add${type}(input: $input) { ${failureFields} ... on MutationAdd${type}Success { item { ${sectionItemFields[type]} } } }
      }`),
      update: operation(`mutation RestUpdate${type}($id: ID!, $input: ${type}Input!) {
        update${type}(id: $id, input: $input) { ${failureFields} ... on MutationUpdate${type}Success { data { ...RestSections } } }
      } ${sectionsFragment}`),
      remove: operation(`mutation RestRemove${type}($id: ID!) {
        remove${type}(id: $id) { ${failureFields} }
      }`),
    },
  ]),
);

export function sectionRoutes(router: Router) {
  router
    .on("GET", "/api/profile/:section", async (ctx, { params }) => {
      const section = sectionOf(params.section);
      requireCandidate(ctx.viewer);
      const { viewer } = await run<{ viewer: { candidato: Lists } }>(ctx, ownSections);
      return json(viewer.candidato[section.list].map(sectionItemJson));
    })
    .on("POST", "/api/profile/:section", async (ctx, { params, request }) => {
      const section = sectionOf(params.section);
      const input = fieldsOf(section.schema, asObject(await readJson(request)));
      const result = await run<Record<string, ResultUnion<undefined> & { item?: SectionItem }>>(ctx, mutations[section.type]!.add, { input });
      const answer = result[`add${section.type}`]!;
      dataOf(answer);
      return json(sectionItemJson(answer.item!), 201);
    })
    .on("PUT", "/api/profile/:section/:id", async (ctx, { params, request }) => {
      const section = sectionOf(params.section);
      const input = fieldsOf(section.schema, asObject(await readJson(request)));
      const id = globalId(section.type, params.id!);
      const result = await run<Result<string, Lists>>(ctx, mutations[section.type]!.update, { id, input });
      const item = dataOf(result[`update${section.type}`]!)[section.list].find((candidate) => candidate.id === id);
      return json(sectionItemJson(item!));
    })
    .on("DELETE", "/api/profile/:section/:id", async (ctx, { params }) => {
      const section = sectionOf(params.section);
      const result = await run<Result<string, unknown>>(ctx, mutations[section.type]!.remove, { id: globalId(section.type, params.id!) });
      dataOf(result[`remove${section.type}`]!);
      return json({ message: "Item removido" });
    });
}
