import { AuthenticationError, ForbiddenError, InvalidInputError, NotFoundError } from "../domain/errors.ts";
import { addSectionItem, removeSectionItem, updateSectionItem, type SectionName } from "../domain/profileSections.ts";
import { builder, type GraphQLContext } from "./builder.ts";
import { CandidatoRef } from "./candidate.ts";
import { NivelFormacaoEnum, NivelIdiomaEnum, StatusFormacaoEnum } from "./enums.ts";

// The five list sections of a candidate's profile, visible to whoever may see
// the profile; each has add, update and remove mutations that act only on the
// signed-in candidate's own items.

/** Like the profile they belong to: companies and the candidate, through any path (node(id) included). */
const sectionScopes = {
  runScopesOnType: true,
  authScopes: (item: { candidatoId: string }) => ({ $any: { empresa: true, candidatoOwner: item.candidatoId } }),
} as const;

const FormacaoRef = builder.prismaNode("Formacao", {
  id: { field: "id" },
  ...sectionScopes,
  fields: (t) => ({
    instituicao: t.exposeString("instituicao"),
    curso: t.exposeString("curso"),
    nivel: t.expose("nivel", { type: NivelFormacaoEnum }),
    status: t.expose("status", { type: StatusFormacaoEnum }),
    dataInicio: t.expose("dataInicio", { type: "Date", nullable: true }),
    dataFim: t.expose("dataFim", { type: "Date", nullable: true, description: "Null while in progress ('Atual')." }),
  }),
});

const ExperienciaRef = builder.prismaNode("Experiencia", {
  id: { field: "id" },
  ...sectionScopes,
  fields: (t) => ({
    empresa: t.exposeString("empresa"),
    cargo: t.exposeString("cargo"),
    dataInicio: t.expose("dataInicio", { type: "Date", nullable: true }),
    dataFim: t.expose("dataFim", { type: "Date", nullable: true, description: "Null for the current job." }),
    descricao: t.exposeString("descricao", { nullable: true }),
  }),
});

const HabilidadeRef = builder.prismaNode("Habilidade", {
  id: { field: "id" },
  ...sectionScopes,
  fields: (t) => ({ nome: t.exposeString("nome") }),
});

const IdiomaRef = builder.prismaNode("Idioma", {
  id: { field: "id" },
  ...sectionScopes,
  fields: (t) => ({ idioma: t.exposeString("idioma"), nivel: t.expose("nivel", { type: NivelIdiomaEnum }) }),
});

const CursoRef = builder.prismaNode("Curso", {
  id: { field: "id" },
  ...sectionScopes,
  fields: (t) => ({
    nomeCurso: t.exposeString("nomeCurso"),
    instituicao: t.exposeString("instituicao", { nullable: true }),
    anoConclusao: t.exposeInt("anoConclusao", { nullable: true }),
  }),
});

const inputs = {
  formacao: builder.inputType("FormacaoInput", {
    fields: (t) => ({
      instituicao: t.string({ required: false }),
      curso: t.string({ required: false }),
      nivel: t.field({ type: NivelFormacaoEnum, required: false }),
      status: t.field({ type: StatusFormacaoEnum, required: false }),
      dataInicio: t.string({ required: false, description: "YYYY-MM-DD" }),
      dataFim: t.string({ required: false, description: "YYYY-MM-DD; empty while in progress" }),
    }),
  }),
  experiencia: builder.inputType("ExperienciaInput", {
    fields: (t) => ({
      empresa: t.string({ required: false }),
      cargo: t.string({ required: false }),
      dataInicio: t.string({ required: false }),
      dataFim: t.string({ required: false }),
      descricao: t.string({ required: false }),
    }),
  }),
  habilidade: builder.inputType("HabilidadeInput", { fields: (t) => ({ nome: t.string({ required: false }) }) }),
  idioma: builder.inputType("IdiomaInput", {
    fields: (t) => ({ idioma: t.string({ required: false }), nivel: t.field({ type: NivelIdiomaEnum, required: false }) }),
  }),
  curso: builder.inputType("CursoInput", {
    fields: (t) => ({
      nomeCurso: t.string({ required: false }),
      instituicao: t.string({ required: false }),
      anoConclusao: t.int({ required: false }),
    }),
  }),
};

const refs = { formacao: FormacaoRef, experiencia: ExperienciaRef, habilidade: HabilidadeRef, idioma: IdiomaRef, curso: CursoRef };
const typeNames: Record<SectionName, string> = {
  formacao: "Formacao",
  experiencia: "Experiencia",
  habilidade: "Habilidade",
  idioma: "Idioma",
  curso: "Curso",
};

const errors = { types: [InvalidInputError, AuthenticationError, ForbiddenError, NotFoundError] };

/** The profile an add mutation answers with, carrying the new item for the result's `item` field. */
type WithAdded = { added: Record<string, unknown> };

/** Every section mutation answers with the whole profile, so lists and completeness update together. */
const ownProfile = (ctx: GraphQLContext) => ctx.db.candidato.findUniqueOrThrow({ where: { id: ctx.viewer!.candidatoId! } });

for (const section of Object.keys(refs) as SectionName[]) {
  const typeName = typeNames[section];
  const ref = refs[section] as typeof FormacaoRef;
  const input = inputs[section] as typeof inputs.formacao;
  builder.mutationFields((t) => ({
    [`add${typeName}`]: t.field({
      type: CandidatoRef,
      errors: {
        ...errors,
        result: {
          fields: (r) => ({
            item: r.field({ type: ref, description: "The item just added.", resolve: (profile) => (profile as unknown as WithAdded).added as never }),
          }),
        },
      },
      args: { input: t.arg({ type: input }) },
      resolve: async (_root, args, ctx) => {
        const added = await addSectionItem(ctx, section, { ...args.input });
        return Object.assign(await ownProfile(ctx), { added });
      },
    }),
    [`update${typeName}`]: t.field({
      type: CandidatoRef,
      errors,
      args: { id: t.arg.globalID({ for: ref }), input: t.arg({ type: input }) },
      resolve: async (_root, args, ctx) => {
        await updateSectionItem(ctx, section, args.id.id, { ...args.input });
        return ownProfile(ctx);
      },
    }),
    [`remove${typeName}`]: t.field({
      type: CandidatoRef,
      errors,
      args: { id: t.arg.globalID({ for: ref }) },
      resolve: async (_root, args, ctx) => {
        await removeSectionItem(ctx, section, args.id.id);
        return ownProfile(ctx);
      },
    }),
  }));
}
