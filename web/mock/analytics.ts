import { brazilDay, periodLength, addDays } from "../../shared/analyticsPeriod.ts";
import { pipelineStages } from "../../shared/pipeline.ts";
import { periodSchema } from "../../shared/validation/analytics.ts";
import type { MockContext } from "./context.ts";
import { databaseId, mutation, parseOrRefuse, Refusal, refuse, requireCompany } from "./results.ts";
import type { MockStore } from "./store.ts";
import type { MockCandidatura } from "./types.ts";

// Company analytics, as server/domain/companyAnalytics.ts answers them, over the
// mock's records. The mock keeps no status history nor view counts: views are made
// up per job and day from a hash (the same on every load), applications are the
// store's own, the funnel follows their current statuses, and the stays in each
// stage are round figures per stage.

/** A small stable number from text: the same job and day give the same views on every load. */
const hash = (text: string) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 9973, 7);

const sentDay = (application: MockCandidatura) => brazilDay(new Date(application.dataCandidatura));

/** The stage an application has reached, by its current status (a rejected one stopped after the first look). */
function furthestStage(application: MockCandidatura): number {
  const status = application.statusCandidatura === "APROVADA_PELA_EMPRESA" ? "APROVADA" : application.statusCandidatura;
  const rank = (pipelineStages as readonly string[]).indexOf(status);
  return rank >= 0 ? rank : 1;
}

const stayHours = [30, 20, 72, 96, 48, 0];

function analytics(store: MockStore, args: { de: string; ate: string; vagaId?: string | null }) {
  const empresa = requireCompany(store);
  const { de, ate } = parseOrRefuse(periodSchema(brazilDay()), { de: args.de, ate: args.ate });
  const vagaId = args.vagaId ? databaseId(args.vagaId, "Vaga") : null;
  if (vagaId && store.vaga(vagaId)?.empresaId !== empresa.id) refuse("NotFoundError", "Vaga não encontrada");
  const vagas = store.data.vagas.filter((vaga) => vaga.empresaId === empresa.id && (!vagaId || vaga.id === vagaId));
  const ids = new Set(vagas.map((vaga) => vaga.id));
  const applications = store.data.candidaturas.filter((c) => ids.has(c.vagaId) && sentDay(c) >= de && sentDay(c) <= ate);
  const dias = Array.from({ length: periodLength(de, ate) }, (_, index) => {
    const dia = addDays(de, index);
    const visualizacoes = vagas.filter((vaga) => brazilDay(new Date(vaga.createdAt)) <= dia).reduce((sum, vaga) => sum + (hash(vaga.id + dia) % 12), 0);
    return { dia, visualizacoes, candidaturas: applications.filter((c) => sentDay(c) === dia).length };
  });
  const visualizacoes = dias.reduce((sum, day) => sum + day.visualizacoes, 0);
  const reached = (rank: number) => applications.filter((c) => furthestStage(c) >= rank).length;
  const looked = reached(1);
  return {
    de,
    ate,
    visualizacoes,
    candidaturas: applications.length,
    conversao: visualizacoes ? applications.length / visualizacoes : null,
    dias,
    funil: pipelineStages.map((status, rank) => {
      const saidas = rank + 1 < pipelineStages.length ? reached(rank + 1) : 0;
      return { status, candidaturas: reached(rank), saidas, medianaSegundos: saidas ? stayHours[rank]! * 3600 : null };
    }),
    rejeitadas: applications.filter((c) => c.statusCandidatura.startsWith("REJEITADA")).length,
    medianaPrimeiraVisualizacaoSegundos: looked ? stayHours[0]! * 3600 : null,
    visualizadasPelaEmpresa: looked,
  };
}

/** Merged with the other resolvers by makeExecutableSchema (web/mock/schema.ts). */
export const analyticsResolvers = {
  Query: {
    analiseVagas: (_: unknown, args: { de: string; ate: string; vagaId?: string | null }, { store }: MockContext) => {
      try {
        return { __typename: "QueryAnaliseVagasSuccess", data: analytics(store, args) };
      } catch (error) {
        if (error instanceof Refusal) return error.answer;
        throw error;
      }
    },
  },
  Mutation: {
    // The mock counts nothing: a view by the job's own company would not count either.
    registrarVisualizacaoVaga: mutation("registrarVisualizacaoVaga", ({ vagaId }: { vagaId: string }, store) => {
      const vaga = store.vaga(databaseId(vagaId, "Vaga")) ?? refuse("NotFoundError", "Vaga não encontrada");
      return !store.ownsVaga(vaga);
    }),
  },
};
