import { queryFromInfo } from "@pothos/plugin-prisma";
import { applyToJob } from "../domain/applications.ts";
import { AuthenticationError, ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from "../domain/errors.ts";
import { changeJobStatus, createJob, deleteJob, jobNotFound, updateJob } from "../domain/jobs.ts";
import { searchJobs } from "../domain/jobSearch.ts";
import { countLimit } from "../domain/rankedSearch.ts";
import { builder, type GraphQLContext } from "./builder.ts";
import { ModalidadeTrabalhoEnum, NivelVagaEnum, StatusVagaEnum, TipoContratoEnum } from "./enums.ts";
import { searchConnection, selectsField, totalCountIsLowerBoundOf, totalCountOf } from "./searchConnection.ts";

export const VagaRef = builder.prismaNode("Vaga", {
  id: { field: "id" },
  // Select mode: a list of jobs loads the columns its query selects (a card needs no requirements or benefits);
  // empresaId is always there for the owner checks.
  select: { id: true, empresaId: true },
  description: "A job posting. Public: partner job boards read these.",
  fields: (t) => ({
    titulo: t.exposeString("titulo"),
    descricao: t.exposeString("descricao"),
    requisitosObrigatorios: t.exposeString("requisitosObrigatorios"),
    requisitosDesejaveis: t.exposeString("requisitosDesejaveis", { nullable: true }),
    areaAtuacao: t.exposeString("areaAtuacao", { description: "Area slug, e.g. tecnologia, recursos-humanos." }),
    nivelVaga: t.expose("nivelVaga", { type: NivelVagaEnum }),
    tipoContrato: t.expose("tipoContrato", { type: TipoContratoEnum }),
    modalidadeTrabalho: t.expose("modalidadeTrabalho", { type: ModalidadeTrabalhoEnum }),
    localizacao: t.exposeString("localizacao", { nullable: true }),
    faixaSalarialMin: t.exposeInt("faixaSalarialMin", { nullable: true, description: "Monthly, in whole reais." }),
    faixaSalarialMax: t.exposeInt("faixaSalarialMax", { nullable: true, description: "Monthly, in whole reais." }),
    beneficios: t.exposeString("beneficios", { nullable: true }),
    numeroPosicoes: t.exposeInt("numeroPosicoes"),
    prazoCandidatura: t.expose("prazoCandidatura", { type: "Date", nullable: true }),
    statusVaga: t.expose("statusVaga", { type: StatusVagaEnum }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    empresa: t.relation("empresa"),
    candidaturaCount: t.int({
      nullable: true,
      description: "Number of applications; only the job's own company sees it (null for anyone else).",
      select: { _count: { select: { candidaturas: true } } },
      authScopes: (vaga) => ({ empresaOwner: vaga.empresaId }),
      unauthorizedResolver: () => null,
      resolve: (vaga) => vaga._count.candidaturas,
    }),
    viewerHasApplied: t.boolean({
      description: "Whether the signed-in candidate has applied (false for anyone else).",
      // Folded into the job query: no extra statement per job in a list.
      select: (_args, ctx) => ({
        candidaturas: { where: { candidatoId: ctx.viewer?.candidatoId ?? "" }, select: { id: true }, take: 1 },
      }),
      resolve: (vaga) => vaga.candidaturas.length > 0,
    }),
    viewerIsOwner: t.boolean({
      description: "Whether the signed-in company published this job.",
      resolve: (vaga, _args, ctx) => ctx.viewer?.empresaId === vaga.empresaId,
    }),
  }),
});

const exactUpTo = countLimit.toLocaleString("en");

const VagaFiltros = builder.inputType("VagaFiltros", {
  description: "Job search filters; all optional. statusVaga defaults to ATIVA.",
  fields: (t) => ({
    texto: t.string({ required: false, description: "Words to find in title, area, company, requirements or description." }),
    localizacao: t.string({
      required: false,
      description: 'City, state (UF) or both ("Campinas - SP"); accents and case are ignored, a city alone matches by its beginning.',
    }),
    areaAtuacao: t.string({ required: false, description: "Area slug, e.g. tecnologia." }),
    nivelVaga: t.field({ type: NivelVagaEnum, required: false }),
    tipoContrato: t.field({ type: TipoContratoEnum, required: false }),
    modalidadeTrabalho: t.field({ type: ModalidadeTrabalhoEnum, required: false }),
    statusVaga: t.field({ type: StatusVagaEnum, required: false }),
  }),
});

builder.queryFields((t) => ({
  vagas: t.connection(
    {
      type: VagaRef,
      description: "Job search: ranked by relevance to `texto`, then newest first.",
      args: { filtros: t.arg({ type: VagaFiltros, required: false }) },
      resolve: async (_root, args, ctx, info) => {
        const page = await searchJobs(ctx.db, args.filtros ?? {}, { first: args.first, after: args.after, count: selectsField(info, "totalCount") });
        const rows = await ctx.db.vaga.findMany({
          ...queryFromInfo({ context: ctx, info, path: ["edges", "node"] }),
          where: { id: { in: page.items.map((item) => item.id) } },
        });
        return searchConnection(page, rows);
      },
    },
    {
      fields: (c) => ({
        totalCount: c.int({
          description:
            `How many jobs match: exact up to ${exactUpTo}; beyond, the database's estimate rounded down to two significant ` +
            "digits (see totalCountIsLowerBound). Counted on the first page; its cursors carry it to the later ones.",
          resolve: totalCountOf,
        }),
        totalCountIsLowerBound: c.boolean({
          description: `True when more than ${exactUpTo} jobs match: totalCount is then an estimate (at least ${exactUpTo}), not an exact count.`,
          resolve: totalCountIsLowerBoundOf,
        }),
      }),
    },
  ),
  vaga: t.prismaField({
    type: "Vaga",
    nullable: true,
    args: { id: t.arg.globalID({ for: VagaRef }) },
    resolve: (query, _root, args, ctx) => ctx.db.vaga.findUnique({ ...query, where: { id: args.id.id } }),
  }),
}));

const VagaInput = builder.inputType("VagaInput", {
  description: "A job's fields. Empty texts are dropped; the server validates and applies the defaults.",
  fields: (t) => ({
    titulo: t.string({ required: false }),
    descricao: t.string({ required: false }),
    requisitosObrigatorios: t.string({ required: false }),
    requisitosDesejaveis: t.string({ required: false }),
    areaAtuacao: t.string({ required: false }),
    nivelVaga: t.field({ type: NivelVagaEnum, required: false }),
    tipoContrato: t.field({ type: TipoContratoEnum, required: false }),
    modalidadeTrabalho: t.field({ type: ModalidadeTrabalhoEnum, required: false }),
    localizacao: t.string({ required: false }),
    faixaSalarialMin: t.int({ required: false }),
    faixaSalarialMax: t.int({ required: false }),
    beneficios: t.string({ required: false }),
    numeroPosicoes: t.int({ required: false }),
    prazoCandidatura: t.field({ type: "Date", required: false }),
  }),
});

const DeleteVagaPayload = builder.objectRef<{ deletedId: string }>("DeleteVagaPayload").implement({
  fields: (t) => ({ deletedId: t.exposeID("deletedId", { description: "Global ID of the deleted job." }) }),
});

const companyErrors = [InvalidInputError, AuthenticationError, ForbiddenError, NotFoundError, ConflictError];

/** The job after a change; gone means deleted in the meantime (an application racing the deletion, say). */
async function reload(ctx: GraphQLContext, id: string) {
  const vaga = await ctx.db.vaga.findUnique({ where: { id } });
  if (!vaga) throw jobNotFound();
  return vaga;
}

builder.mutationFields((t) => ({
  createVaga: t.field({
    type: VagaRef,
    errors: { types: companyErrors },
    args: { input: t.arg({ type: VagaInput }) },
    resolve: async (_root, { input }, ctx) => reload(ctx, (await createJob(ctx, input)).id),
  }),
  updateVaga: t.field({
    type: VagaRef,
    errors: { types: companyErrors },
    description: "Edits the job's fields (those left out keep theirs) and, with statusVaga, its status: all or nothing.",
    args: {
      id: t.arg.globalID({ for: VagaRef }),
      input: t.arg({ type: VagaInput }),
      statusVaga: t.arg({ type: StatusVagaEnum, required: false }),
    },
    resolve: async (_root, { id, input, statusVaga }, ctx) => reload(ctx, (await updateJob(ctx, id.id, { ...input }, statusVaga)).id),
  }),
  changeVagaStatus: t.field({
    type: VagaRef,
    errors: { types: companyErrors },
    args: { id: t.arg.globalID({ for: VagaRef }), statusVaga: t.arg({ type: StatusVagaEnum }) },
    resolve: async (_root, { id, statusVaga }, ctx) => reload(ctx, (await changeJobStatus(ctx, id.id, statusVaga)).id),
  }),
  deleteVaga: t.field({
    type: DeleteVagaPayload,
    errors: { types: companyErrors },
    args: { id: t.arg.globalID({ for: VagaRef }) },
    resolve: async (_root, { id }, ctx) => {
      await deleteJob(ctx, id.id);
      return { deletedId: Buffer.from(`Vaga:${id.id}`).toString("base64") };
    },
  }),
  applyToVaga: t.field({
    type: VagaRef,
    description: "The signed-in candidate applies to an ATIVA job (once). Returns the job, now with viewerHasApplied.",
    errors: { types: companyErrors },
    args: {
      vagaId: t.arg.globalID({ for: VagaRef }),
      cartaApresentacao: t.arg.string({ required: false }),
    },
    resolve: async (_root, { vagaId, cartaApresentacao }, ctx) => {
      await applyToJob(ctx, { vagaId: vagaId.id, cartaApresentacao });
      return reload(ctx, vagaId.id);
    },
  }),
}));
