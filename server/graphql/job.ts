import { queryFromInfo } from "@pothos/plugin-prisma";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { applyToJob } from "../domain/applications.ts";
import { formatCep } from "../domain/cep.ts";
import { AuthenticationError, ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from "../domain/errors.ts";
import { changeJobStatus, createJob, deleteJob, jobNotFound, updateJob } from "../domain/jobs.ts";
import { searchJobs } from "../domain/jobSearch.ts";
import { listChangedJobs, listRemovedJobs, removalRetentionDays } from "../domain/jobSync.ts";
import { countLimit } from "../domain/rankedSearch.ts";
import { jobUrl } from "../seo/urls.ts";
import { jobExcerpt, jobExcerptLength } from "../../shared/excerpt.ts";
import { builder, type GraphQLContext, inPublicApi } from "./builder.ts";
import { column } from "./columns.ts";
import { EmpresaRef } from "./company.ts";
import { ModalidadeTrabalhoEnum, NivelVagaEnum, PcdVagaEnum, StatusVagaEnum, TipoContratoEnum } from "./enums.ts";
import { forwardPageArgs, searchConnection, selectsField, totalCountIsLowerBoundOf, totalCountOf } from "./searchConnection.ts";

const pub = { subGraphs: inPublicApi } as const;

export const VagaRef = builder.prismaNode("Vaga", {
  id: { field: "id" },
  // Select mode: a list of jobs loads the columns its query selects (a card needs no requirements or benefits). Those
  // of a few bytes that cards and lists show come with every row (server/graphql/columns.ts); empresaId is always there
  // for the owner checks.
  select: {
    id: true,
    empresaId: true,
    titulo: true,
    areaAtuacao: true,
    nivelVaga: true,
    tipoContrato: true,
    modalidadeTrabalho: true,
    pcd: true,
    localizacao: true,
    faixaSalarialMin: true,
    faixaSalarialMax: true,
    statusVaga: true,
    createdAt: true,
  },
  subGraphs: inPublicApi,
  description: "Uma vaga publicada por uma empresa. Parceiros leem as vagas e as mantêm em dia com `vagas(filtros: { atualizadaDesde })` e `vagasRemovidas`.",
  fields: (t) => ({
    titulo: t.string({ ...pub, description: "Título da vaga.", resolve: column("titulo") }),
    descricao: t.exposeString("descricao", { ...pub, description: "Descrição da vaga, em texto simples (quebras de linha separam parágrafos)." }),
    resumo: t.string({
      ...pub,
      description: `O começo da descrição, como um cartão de vaga o mostra: até ${jobExcerptLength} caracteres em uma linha, cortados entre palavras (dentro de uma só quando ela é longa demais), com "…" quando a descrição continua.`,
      select: { descricao: true },
      resolve: (vaga) => jobExcerpt(vaga.descricao),
    }),
    requisitosObrigatorios: t.exposeString("requisitosObrigatorios", { ...pub, description: "Requisitos obrigatórios, em texto simples." }),
    requisitosDesejaveis: t.exposeString("requisitosDesejaveis", { ...pub, nullable: true, description: "Requisitos desejáveis, em texto simples." }),
    areaAtuacao: t.string({
      ...pub,
      description: "Área de atuação, um dos valores de `referencias.areasAtuacao` (por exemplo tecnologia, recursos-humanos).",
      resolve: column("areaAtuacao"),
    }),
    nivelVaga: t.field({ ...pub, type: NivelVagaEnum, description: "Nível da vaga.", resolve: column("nivelVaga") }),
    tipoContrato: t.field({ ...pub, type: TipoContratoEnum, description: "Tipo de contrato.", resolve: column("tipoContrato") }),
    modalidadeTrabalho: t.field({ ...pub, type: ModalidadeTrabalhoEnum, description: "Presencial, remoto ou híbrido.", resolve: column("modalidadeTrabalho") }),
    pcd: t.field({
      ...pub,
      type: PcdVagaEnum,
      nullable: true,
      description: "Inclusão de pessoas com deficiência: AFIRMATIVA (exclusiva para PcD), TAMBEM (aberta a todos e acessível a PcD) ou null (nenhuma marcação).",
      resolve: column("pcd"),
    }),
    localizacao: t.string({
      ...pub,
      nullable: true,
      description: 'Cidade e estado como a empresa escreveu, normalmente "Cidade - UF" (por exemplo "Campinas - SP").',
      resolve: column("localizacao"),
    }),
    cepLocalTrabalho: t.string({
      ...pub,
      nullable: true,
      description: 'CEP do local de trabalho no formato "00000-000", quando a empresa o informou; null se não informado.',
      select: { cepLocalTrabalho: true },
      resolve: (vaga) => vaga.cepLocalTrabalho && formatCep(vaga.cepLocalTrabalho),
    }),
    faixaSalarialMin: t.int({ ...pub, nullable: true, description: "Salário mensal mínimo, em reais inteiros.", resolve: column("faixaSalarialMin") }),
    faixaSalarialMax: t.int({ ...pub, nullable: true, description: "Salário mensal máximo, em reais inteiros.", resolve: column("faixaSalarialMax") }),
    beneficios: t.exposeString("beneficios", { ...pub, nullable: true, description: "Benefícios oferecidos, em texto simples." }),
    numeroPosicoes: t.exposeInt("numeroPosicoes", { ...pub, description: "Quantas pessoas a empresa vai contratar." }),
    prazoCandidatura: t.expose("prazoCandidatura", {
      ...pub,
      type: "Date",
      nullable: true,
      description: "Último dia para se candidatar (horário de Brasília), ou null sem prazo.",
    }),
    statusVaga: t.field({ ...pub, type: StatusVagaEnum, description: "Situação da vaga.", resolve: column("statusVaga") }),
    createdAt: t.field({ ...pub, type: "DateTime", description: "Quando a vaga foi publicada.", resolve: column("createdAt") }),
    updatedAt: t.expose("updatedAt", {
      ...pub,
      type: "DateTime",
      description: "Quando a vaga ou o perfil público da sua empresa mudou pela última vez: a ordem de `atualizadaDesde`.",
    }),
    url: t.string({
      ...pub,
      description: "Endereço absoluto da página da vaga no site, onde as pessoas se candidatam.",
      resolve: (vaga, _args, ctx) => jobUrl(ctx.config.publicUrl, vaga.id),
    }),
    empresa: t.relation("empresa", { ...pub, description: "A empresa que publicou a vaga." }),
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
      // Folded into the job query: no extra statement per job in a list. Only a candidate's: for anyone else a
      // subquery per row would look for applications of nobody.
      select: (_args, ctx) =>
        ctx.viewer?.candidatoId
          ? { candidaturas: { where: { candidatoId: ctx.viewer.candidatoId }, select: { id: true }, take: 1 } }
          : {},
      resolve: (vaga) => "candidaturas" in vaga && vaga.candidaturas.length > 0,
    }),
    viewerIsOwner: t.boolean({
      description: "Whether the signed-in company published this job.",
      resolve: (vaga, _args, ctx) => ctx.viewer?.empresaId === vaga.empresaId,
    }),
  }),
});

const exactUpTo = countLimit.toLocaleString("pt-BR");

const VagaFiltros = builder.inputType("VagaFiltros", {
  subGraphs: inPublicApi,
  description: "Filtros da lista de vagas, todos opcionais. Sem `statusVaga`, a busca traz só vagas ATIVA (e `atualizadaDesde`, todas).",
  fields: (t) => ({
    texto: t.string({ required: false, description: "Palavras a procurar no título, área, empresa, requisitos e descrição (sem diferença de acentos; prefixos valem)." }),
    localizacao: t.string({
      required: false,
      description: 'Cidade, estado (UF) ou os dois ("Campinas - SP"), sem diferença de acentos ou maiúsculas; uma cidade sozinha vale pelo começo do nome.',
    }),
    areaAtuacao: t.string({ required: false, description: "Área de atuação, um dos valores de `referencias.areasAtuacao`." }),
    nivelVaga: t.field({ type: NivelVagaEnum, required: false, description: "Só vagas deste nível." }),
    tipoContrato: t.field({ type: TipoContratoEnum, required: false, description: "Só vagas deste tipo de contrato." }),
    modalidadeTrabalho: t.field({ type: ModalidadeTrabalhoEnum, required: false, description: "Só vagas desta modalidade." }),
    pcd: t.field({ type: PcdVagaEnum, required: false, description: "Só vagas com esta marcação PcD (afirmativas ou também para PcD)." }),
    statusVaga: t.field({ type: StatusVagaEnum, required: false, description: "Só vagas nesta situação." }),
    empresaId: t.globalID({ for: EmpresaRef, required: false, description: "Só vagas desta empresa (o `id` de uma Empresa)." }),
    atualizadaDesde: t.field({
      type: "DateTime",
      required: false,
      description:
        "Sincronização: vagas criadas ou alteradas neste instante ou depois, de qualquer situação (salvo `statusVaga`), " +
        "da mais antiga para a mais recente alteração, e não por relevância. Percorra todas as páginas com `after`.",
    }),
  }),
});

const VagasConnection = builder.connectionObject(
  {
    type: VagaRef,
    name: "QueryVagasConnection",
    subGraphs: inPublicApi,
    description: "Uma página de vagas.",
    fields: (c) => ({
      totalCount: c.int({
        subGraphs: inPublicApi,
        description:
          `Quantas vagas atendem aos filtros: exato até ${exactUpTo}; acima disso, uma estimativa arredondada para baixo ` +
          "(veja `totalCountIsLowerBound`). Contado na primeira página; os cursores o levam às seguintes.",
        resolve: totalCountOf,
      }),
      totalCountIsLowerBound: c.boolean({
        subGraphs: inPublicApi,
        description: `Verdadeiro quando mais de ${exactUpTo} vagas atendem: \`totalCount\` é então uma estimativa de no mínimo ${exactUpTo}.`,
        resolve: totalCountIsLowerBoundOf,
      }),
    }),
  },
  { name: "QueryVagasConnectionEdge", subGraphs: inPublicApi, description: "Uma vaga da página, com seu cursor." },
);

const VagaRemovida = builder.objectRef<{ vagaId: string; removidaEm: Date; cursor: string }>("VagaRemovida").implement({
  subGraphs: inPublicApi,
  description: "Uma vaga excluída pela empresa: quem guarda uma cópia das vagas deve apagá-la.",
  fields: (t) => ({
    id: t.id({
      subGraphs: inPublicApi,
      description: "O `id` que a vaga tinha (o mesmo identificador global de `Vaga.id`).",
      resolve: (removal) => encodeGlobalID("Vaga", removal.vagaId),
    }),
    removidaEm: t.expose("removidaEm", { subGraphs: inPublicApi, type: "DateTime", description: "Quando a vaga foi excluída." }),
  }),
});

const VagasRemovidasConnection = builder.connectionObject(
  {
    type: VagaRemovida,
    name: "VagasRemovidasConnection",
    subGraphs: inPublicApi,
    description: `Uma página de vagas excluídas (guardadas por ${removalRetentionDays} dias).`,
  },
  { name: "VagasRemovidasConnectionEdge", subGraphs: inPublicApi, description: "Uma vaga excluída, com seu cursor." },
);

builder.queryFields((t) => ({
  vagas: t.field({
    type: VagasConnection,
    subGraphs: inPublicApi,
    description:
      "Busca de vagas: por relevância ao `texto`, depois das mais novas às mais antigas. " +
      "Com `filtros.atualizadaDesde`, a lista de sincronização: por data de alteração, da mais antiga para a mais recente.",
    args: { ...forwardPageArgs(t), filtros: t.arg({ type: VagaFiltros, required: false, description: "Filtros, todos opcionais." }) },
    resolve: async (_root, args, ctx, info) => {
      const { atualizadaDesde, empresaId, ...filtros } = args.filtros ?? {};
      const filters = { ...filtros, empresaId: empresaId?.id };
      const page = atualizadaDesde
        ? await listChangedJobs(ctx.db, filters, atualizadaDesde, args)
        : await searchJobs(ctx.db, filters, { first: args.first, after: args.after, count: selectsField(info, "totalCount"), rankings: ctx.rankings });
      const rows = await ctx.db.vaga.findMany({
        ...queryFromInfo({ context: ctx, info, path: ["edges", "node"] }),
        where: { id: { in: page.items.map((item) => item.id) } },
      });
      return searchConnection(page, rows);
    },
  }),
  vagasRemovidas: t.field({
    type: VagasRemovidasConnection,
    subGraphs: inPublicApi,
    description: `Vagas excluídas desde um instante, da exclusão mais antiga para a mais recente; cada exclusão fica listada por ${removalRetentionDays} dias.`,
    args: {
      ...forwardPageArgs(t),
      desde: t.arg({ type: "DateTime", description: "Lista as vagas excluídas neste instante ou depois." }),
    },
    resolve: async (_root, args, ctx) => {
      const page = await listRemovedJobs(ctx.db, args.desde, args);
      const edges = page.items.map((node) => ({ node, cursor: node.cursor }));
      return {
        edges,
        pageInfo: { hasNextPage: page.hasNextPage, hasPreviousPage: false, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
      };
    },
  }),
  vaga: t.prismaField({
    type: "Vaga",
    nullable: true,
    subGraphs: inPublicApi,
    description: "Uma vaga pelo seu `id`, ou null se ela não existe.",
    args: { id: t.arg.globalID({ for: VagaRef, description: "O `id` da vaga." }) },
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
    pcd: t.field({ type: PcdVagaEnum, required: false, description: "The job's PcD mark; null clears it (neither)." }),
    localizacao: t.string({ required: false }),
    cepLocalTrabalho: t.string({ required: false, description: "The workplace's CEP, 8 digits with or without the hyphen; null clears it." }),
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
