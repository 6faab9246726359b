import { companyAnalytics, type AnalyticsDay, type CompanyAnalytics, type FunnelStage } from "../domain/companyAnalytics.ts";
import { AuthenticationError, ForbiddenError, InvalidInputError, NotFoundError } from "../domain/errors.ts";
import { recordJobView } from "../domain/jobViews.ts";
import { builder } from "./builder.ts";
import { StatusCandidaturaEnum } from "./enums.ts";
import { VagaRef } from "./job.ts";

// Companies' analytics (server/domain/companyAnalytics.ts) and the job page's
// view beacon (server/domain/jobViews.ts). Neither is in the partners' schema.

const EtapaFunilRef = builder.objectRef<FunnelStage>("EtapaFunil").implement({
  description: "A stage of the hiring process, for the applications sent in the period.",
  fields: (t) => ({
    status: t.field({ type: StatusCandidaturaEnum, resolve: (stage) => stage.status }),
    candidaturas: t.exposeInt("candidaturas", { description: "Applications that reached this stage or a later one." }),
    medianaSegundos: t.exposeInt("medianaSegundos", {
      nullable: true,
      description: "Median time spent in this stage by the applications that have left it, in seconds (null when none has).",
    }),
    saidas: t.exposeInt("saidas", { description: "How many applications have left this stage: the median's sample." }),
  }),
});

const DiaAnaliseRef = builder.objectRef<AnalyticsDay>("DiaAnalise").implement({
  description: "One Brasília calendar day of the period.",
  fields: (t) => ({
    dia: t.field({ type: "Date", resolve: (day) => new Date(`${day.dia}T00:00:00Z`) }),
    visualizacoes: t.exposeInt("visualizacoes", { description: "Views of the job pages that day." }),
    candidaturas: t.exposeInt("candidaturas", { description: "Applications sent that day." }),
  }),
});

const AnaliseVagasRef = builder.objectRef<CompanyAnalytics>("AnaliseVagas").implement({
  description: "A company's numbers over a period of Brasília calendar days, for all its jobs or one.",
  fields: (t) => ({
    de: t.field({ type: "Date", resolve: (analytics) => new Date(`${analytics.de}T00:00:00Z`) }),
    ate: t.field({ type: "Date", resolve: (analytics) => new Date(`${analytics.ate}T00:00:00Z`) }),
    visualizacoes: t.exposeInt("visualizacoes", { description: "Views of the job pages (crawlers' and the company's own are not counted)." }),
    candidaturas: t.exposeInt("candidaturas", { description: "Applications sent in the period (a withdrawn one is gone)." }),
    conversao: t.exposeFloat("conversao", { nullable: true, description: "Applications per view, 0.12 for 12% (null without views)." }),
    funil: t.field({ type: [EtapaFunilRef], description: "The pipeline's stages in order (shared/pipeline.ts).", resolve: (analytics) => analytics.funil }),
    rejeitadas: t.exposeInt("rejeitadas", { description: "Applications of the period that were rejected, at whatever stage." }),
    medianaPrimeiraVisualizacaoSegundos: t.exposeInt("medianaPrimeiraVisualizacaoSegundos", {
      nullable: true,
      description: "Median time from sending to the company's first look, in seconds (null when it has looked at none).",
    }),
    visualizadasPelaEmpresa: t.exposeInt("visualizadasPelaEmpresa", { description: "Applications of the period the company has looked at." }),
    dias: t.field({ type: [DiaAnaliseRef], description: "Every day of the period, first to last.", resolve: (analytics) => analytics.dias }),
  }),
});

builder.queryField("analiseVagas", (t) =>
  t.field({
    type: AnaliseVagasRef,
    description:
      "The signed-in company's analytics from `de` to `ate` (Brasília days, both included, at most 366, not after today), for all its jobs or `vagaId`.",
    errors: { types: [InvalidInputError, NotFoundError, AuthenticationError, ForbiddenError] },
    args: {
      de: t.arg({ type: "Date" }),
      ate: t.arg({ type: "Date" }),
      vagaId: t.arg.globalID({ for: VagaRef, required: false, description: "One of the company's jobs; all of them when left out." }),
    },
    resolve: (_root, { de, ate, vagaId }, ctx) => companyAnalytics(ctx, { de, ate, vagaId: vagaId?.id }),
  }),
);

builder.mutationField("registrarVisualizacaoVaga", (t) =>
  t.boolean({
    description:
      "The job page's beacon, sent once per page view. True when the view was counted: not for crawlers, the job's own company, or a client past its budget.",
    errors: { types: [NotFoundError] },
    args: { vagaId: t.arg.globalID({ for: VagaRef }) },
    resolve: (_root, { vagaId }, ctx) => recordJobView(ctx, vagaId.id),
  }),
);
