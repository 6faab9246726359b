import { queryFromInfo } from "@pothos/plugin-prisma";
import { inactiveApplicationStatuses } from "../domain/applications.ts";
import { searchCandidates } from "../domain/candidateSearch.ts";
import { profileCompleteness } from "../domain/completeness.ts";
import { AuthenticationError, ForbiddenError, InvalidInputError } from "../domain/errors.ts";
import { ageOn } from "../domain/age.ts";
import { imageUrl } from "../domain/images.ts";
import { updateCandidateProfile } from "../domain/profiles.ts";
import { builder } from "./builder.ts";
import { imageBytes } from "./profileImage.ts";
import { GeneroEnum, NivelVagaEnum } from "./enums.ts";
import { forwardPageArgs, searchConnection, selectsField, totalCountIsLowerBoundOf, totalCountOf } from "./searchConnection.ts";

const owner = (candidato: { id: string }) => ({ candidatoOwner: candidato.id });
/** Owner-only fields read null for companies: CPF, street address, secondary phone and gender stay private. */
const ownerOnly = { authScopes: owner, unauthorizedResolver: () => null } as const;

export const CandidatoRef = builder.prismaNode("Candidato", {
  id: { field: "id" },
  description: "A candidate's profile. Companies read its professional part; private data only its owner.",
  // Visible to companies and to the candidate; never to another candidate or a visitor, even through node(id).
  runScopesOnType: true,
  authScopes: (candidato) => ({ $any: { empresa: true, candidatoOwner: candidato.id } }),
  // Only the columns a query asks for: the CPF, address and birth date stay in the database unless a field needs them.
  select: { id: true },
  fields: (t) => ({
    nomeCompleto: t.exposeString("nomeCompleto"),
    email: t.string({ select: { user: { select: { email: true } } }, resolve: (c) => c.user.email }),
    telefone: t.exposeString("telefonePrincipal", { nullable: true, description: "The main phone." }),
    enderecoCidade: t.exposeString("enderecoCidade", { nullable: true }),
    enderecoEstado: t.exposeString("enderecoEstado", { nullable: true }),
    dataNascimento: t.expose("dataNascimento", { type: "Date", nullable: true }),
    idade: t.int({
      nullable: true,
      description: "Age in whole years.",
      select: { dataNascimento: true },
      resolve: (c) => (c.dataNascimento ? ageOn(c.dataNascimento, new Date()) : null),
    }),
    objetivoProfissional: t.exposeString("objetivoProfissional", { nullable: true }),
    linkLinkedIn: t.exposeString("linkLinkedIn", { nullable: true }),
    linkPortfolio: t.exposeString("linkPortfolio", { nullable: true }),
    areaInteresse: t.exposeString("areaInteresse", { nullable: true }),
    nivelProfissional: t.expose("nivelProfissional", { type: NivelVagaEnum, nullable: true }),
    fotoUrl: t.string({
      nullable: true,
      description: "Caminho da foto no site (/images/…/256), ou null sem foto: a foto em WebP, com até 256 px no lado maior.",
      select: { fotoId: true },
      resolve: (c) => imageUrl(c.fotoId),
    }),
    formacoes: t.relation("formacoes", { query: { orderBy: [{ dataInicio: "desc" }, { createdAt: "desc" }] } }),
    experiencias: t.relation("experiencias", { query: { orderBy: [{ dataInicio: "desc" }, { createdAt: "desc" }] } }),
    habilidades: t.relation("habilidades", { query: { orderBy: { createdAt: "asc" } } }),
    idiomas: t.relation("idiomas", { query: { orderBy: { createdAt: "asc" } } }),
    cursos: t.relation("cursos", { query: { orderBy: { createdAt: "desc" } } }),

    cpf: t.exposeString("cpf", { nullable: true, ...ownerOnly }),
    genero: t.expose("genero", { type: GeneroEnum, nullable: true, ...ownerOnly }),
    telefoneSecundario: t.exposeString("telefoneSecundario", { nullable: true, ...ownerOnly }),
    enderecoCep: t.exposeString("enderecoCep", { nullable: true, ...ownerOnly }),
    enderecoRua: t.exposeString("enderecoRua", { nullable: true, ...ownerOnly }),
    enderecoNumero: t.exposeString("enderecoNumero", { nullable: true, ...ownerOnly }),
    enderecoBairro: t.exposeString("enderecoBairro", { nullable: true, ...ownerOnly }),
    completude: t.int({
      nullable: true,
      description: "Profile completeness in percent (spec §9); only the owner sees it.",
      ...ownerOnly,
      select: {
        nomeCompleto: true,
        telefonePrincipal: true,
        user: { select: { email: true } },
        _count: { select: { formacoes: true, experiencias: true, habilidades: true, idiomas: true, cursos: true } },
      },
      resolve: (c) => profileCompleteness({ ...c, email: c.user.email, ...c._count }),
    }),
    activeApplicationCount: t.int({
      ...ownerOnly,
      nullable: true,
      description: "Applications still in progress, not rejected (null for anyone but the candidate).",
      select: { _count: { select: { candidaturas: { where: { statusCandidatura: { notIn: [...inactiveApplicationStatuses] } } } } } },
      resolve: (c) => c._count.candidaturas,
    }),
    interestCount: t.int({
      ...ownerOnly,
      nullable: true,
      description: "Expressions of interest received from companies (null for anyone but the candidate).",
      select: { _count: { select: { interesses: true } } },
      resolve: (c) => c._count.interesses,
    }),
  }),
});

const CandidatoFiltros = builder.inputType("CandidatoFiltros", {
  fields: (t) => ({
    texto: t.string({ required: false, description: "Words in name, skills, objective or experience." }),
    areaInteresse: t.string({ required: false, description: "Area slug, e.g. tecnologia." }),
    nivelProfissional: t.field({ type: NivelVagaEnum, required: false }),
    localizacao: t.string({ required: false, description: "City or state; accents and case are ignored." }),
  }),
});

const CandidatosConnection = builder.connectionObject(
  {
    type: CandidatoRef,
    name: "QueryCandidatosConnection",
    fields: (c) => ({
      totalCount: c.int({ description: "How many candidates match: exact up to 500; beyond, the database's estimate (see totalCountIsLowerBound).", resolve: totalCountOf }),
      totalCountIsLowerBound: c.boolean({ description: "True when more than 500 candidates match: totalCount is then an estimate.", resolve: totalCountIsLowerBoundOf }),
    }),
  },
  { name: "QueryCandidatosConnectionEdge" },
);

builder.queryFields((t) => ({
  candidato: t.prismaField({
    type: "Candidato",
    nullable: true,
    description: "A candidate's profile, for companies (and the candidate).",
    args: { id: t.arg.globalID({ for: CandidatoRef }) },
    resolve: (query, _root, args, ctx) => ctx.db.candidato.findUnique({ ...query, where: { id: args.id.id } }),
  }),
  candidatos: t.field({
    type: CandidatosConnection,
    authScopes: { empresa: true },
    description: "Candidate search for companies: by relevance to `texto`, then newest first.",
    args: { ...forwardPageArgs(t), filtros: t.arg({ type: CandidatoFiltros, required: false }) },
    resolve: async (_root, args, ctx, info) => {
      const page = await searchCandidates(ctx, args.filtros ?? {}, { first: args.first, after: args.after, count: selectsField(info, "totalCount") });
      const rows = await ctx.db.candidato.findMany({
        ...queryFromInfo({ context: ctx, info, path: ["edges", "node"] }),
        where: { id: { in: page.items.map((item) => item.id) } },
      });
      return searchConnection(page, rows);
    },
  }),
}));

const CandidatoPerfilInput = builder.inputType("CandidatoPerfilInput", {
  description: "The personal section. Fields left out keep their values; the email cannot be changed.",
  fields: (t) => ({
    nomeCompleto: t.string({ required: false }),
    dataNascimento: t.string({ required: false, description: "YYYY-MM-DD; empty clears it." }),
    genero: t.field({ type: GeneroEnum, required: false }),
    cpf: t.string({ required: false }),
    telefonePrincipal: t.string({ required: false }),
    telefoneSecundario: t.string({ required: false }),
    enderecoCep: t.string({ required: false }),
    enderecoRua: t.string({ required: false }),
    enderecoNumero: t.string({ required: false }),
    enderecoBairro: t.string({ required: false }),
    enderecoCidade: t.string({ required: false }),
    enderecoEstado: t.string({ required: false }),
    linkLinkedIn: t.string({ required: false }),
    linkPortfolio: t.string({ required: false }),
    objetivoProfissional: t.string({ required: false }),
    areaInteresse: t.string({ required: false }),
    nivelProfissional: t.field({ type: NivelVagaEnum, required: false }),
  }),
});

builder.mutationField("updateCandidateProfile", (t) =>
  t.field({
    type: CandidatoRef,
    errors: { types: [InvalidInputError, AuthenticationError, ForbiddenError] },
    description: "Saves the personal section and, with foto, the photo (null removes it); a refusal of either saves nothing.",
    args: { input: t.arg({ type: CandidatoPerfilInput }), foto: t.arg({ type: "File", required: false }) },
    resolve: async (_root, { input, foto }, ctx) => {
      const profile = await updateCandidateProfile(ctx, { ...input }, await imageBytes(foto));
      return ctx.db.candidato.findUniqueOrThrow({ where: { id: profile.id } });
    },
  }),
);
