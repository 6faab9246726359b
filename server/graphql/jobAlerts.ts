import { AuthenticationError, ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from "../domain/errors.ts";
import { alertsOrder, createAlert, deleteAlert, pauseAlert, renameAlert, resumeAlert } from "../domain/jobAlerts.ts";
import { describeJobSearch, jobSearchPath } from "../../shared/jobSearch.ts";
import { builder } from "./builder.ts";
import { CandidatoRef } from "./candidate.ts";
import { ModalidadeTrabalhoEnum, NivelVagaEnum, PcdVagaEnum, TipoContratoEnum } from "./enums.ts";

// A candidate's job alerts: only the candidate reads them (Candidato.alertasVagas,
// node(id)) and changes them; another's alert is not found. Not in the partners' schema.

interface Search {
  texto: string | null;
  localizacao: string | null;
  areaAtuacao: string | null;
  nivelVaga: string | null;
  tipoContrato: string | null;
  modalidadeTrabalho: string | null;
  pcd: string | null;
}

const BuscaVagas = builder.objectRef<Search>("BuscaVagas").implement({
  description: "A job search as /jobs takes it (VagaFiltros' text, place and filters): what an alert watches.",
  fields: (t) => ({
    texto: t.exposeString("texto", { nullable: true }),
    localizacao: t.exposeString("localizacao", { nullable: true }),
    areaAtuacao: t.exposeString("areaAtuacao", { nullable: true }),
    nivelVaga: t.field({ type: NivelVagaEnum, nullable: true, resolve: (search) => search.nivelVaga as never }),
    tipoContrato: t.field({ type: TipoContratoEnum, nullable: true, resolve: (search) => search.tipoContrato as never }),
    modalidadeTrabalho: t.field({ type: ModalidadeTrabalhoEnum, nullable: true, resolve: (search) => search.modalidadeTrabalho as never }),
    pcd: t.field({ type: PcdVagaEnum, nullable: true, resolve: (search) => search.pcd as never }),
    descricao: t.string({
      description: "The search in words, for a list of alerts: '“react” em Curitiba · Tecnologia · Remoto'.",
      resolve: (search) => describeJobSearch(search),
    }),
    link: t.string({ description: "The web app's path of /jobs with this search: what 'Ver vagas' and the alert's notices open.", resolve: (search) => jobSearchPath(search) }),
  }),
});

export const AlertaVagaRef = builder.prismaNode("AlertaVaga", {
  id: { field: "id" },
  description: "A candidate's job alert: a named search that tells the candidate of new active jobs it matches, each once.",
  // Only its candidate sees it, through any path (node(id) included).
  runScopesOnType: true,
  authScopes: (alerta) => ({ candidatoOwner: alerta.candidatoId }),
  fields: (t) => ({
    nome: t.exposeString("nome"),
    busca: t.field({ type: BuscaVagas, description: "The search it watches.", resolve: (alerta) => alerta }),
    ativo: t.exposeBoolean("ativo", { description: "False while paused: a paused alert tells of nothing, and when resumed only of jobs published after." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

builder.prismaObjectFields(CandidatoRef, (t) => ({
  alertasVagas: t.relation("alertasVagas", {
    authScopes: (c) => ({ candidatoOwner: c.id }),
    nullable: true,
    unauthorizedResolver: () => null,
    description: "The candidate's job alerts, newest first (at most 20; null for anyone but the candidate).",
    query: { orderBy: alertsOrder },
  }),
}));

const BuscaVagasInput = builder.inputType("BuscaVagasInput", {
  description: "The search of an alert: VagaFiltros' text, place and filters, as /jobs sends them. At least one is needed.",
  fields: (t) => ({
    texto: t.string({ required: false }),
    localizacao: t.string({ required: false }),
    areaAtuacao: t.string({ required: false }),
    nivelVaga: t.field({ type: NivelVagaEnum, required: false }),
    tipoContrato: t.field({ type: TipoContratoEnum, required: false }),
    modalidadeTrabalho: t.field({ type: ModalidadeTrabalhoEnum, required: false }),
    pcd: t.field({ type: PcdVagaEnum, required: false }),
  }),
});

const CriarAlertaVagaInput = builder.inputType("CriarAlertaVagaInput", {
  fields: (t) => ({
    nome: t.string({ description: "1 to 80 characters." }),
    busca: t.field({ type: BuscaVagasInput }),
  }),
});

const changeErrors = { types: [InvalidInputError, AuthenticationError, ForbiddenError, NotFoundError] };

builder.mutationFields((t) => ({
  criarAlertaVaga: t.field({
    type: AlertaVagaRef,
    description: "The signed-in candidate saves a search as an alert, active from now (at most 20 alerts, one per search).",
    errors: { types: [InvalidInputError, AuthenticationError, ForbiddenError, ConflictError] },
    args: { input: t.arg({ type: CriarAlertaVagaInput }) },
    resolve: (_root, { input }, ctx) => createAlert(ctx, input),
  }),
  renomearAlertaVaga: t.field({
    type: AlertaVagaRef,
    errors: changeErrors,
    args: { id: t.arg.globalID({ for: AlertaVagaRef }), nome: t.arg.string() },
    resolve: (_root, { id, nome }, ctx) => renameAlert(ctx, id.id, nome),
  }),
  pausarAlertaVaga: t.field({
    type: AlertaVagaRef,
    description: "Pauses one of the viewer's alerts (pausing a paused one changes nothing).",
    errors: changeErrors,
    args: { id: t.arg.globalID({ for: AlertaVagaRef }) },
    resolve: (_root, { id }, ctx) => pauseAlert(ctx, id.id),
  }),
  retomarAlertaVaga: t.field({
    type: AlertaVagaRef,
    description: "Resumes one of the viewer's paused alerts: from now on, jobs published while it was paused are not told of.",
    errors: changeErrors,
    args: { id: t.arg.globalID({ for: AlertaVagaRef }) },
    resolve: (_root, { id }, ctx) => resumeAlert(ctx, id.id),
  }),
  excluirAlertaVaga: t.field({
    type: CandidatoRef,
    description: "Deletes one of the viewer's alerts; answers the candidate, whose alertasVagas no longer hold it.",
    errors: changeErrors,
    args: { id: t.arg.globalID({ for: AlertaVagaRef }) },
    resolve: async (_root, { id }, ctx) => ctx.db.candidato.findUniqueOrThrow({ where: { id: await deleteAlert(ctx, id.id) } }),
  }),
}));
