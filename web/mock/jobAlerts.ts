import { describeJobSearch, jobSearchPath, type JobSearchFilters } from "../../shared/jobSearch.ts";
import { alertRenameSchema } from "../../shared/validation/alertName.ts";
import { alertSchema, maxAlertsPerCandidate } from "../../shared/validation/jobAlert.ts";
import type { MockContext } from "./context.ts";
import { databaseId, mutation, parseOrRefuse, refuse, requireCandidate } from "./results.ts";
import { globalId, type MockStore } from "./store.ts";
import type { MockAlertaVaga, MockCandidato } from "./types.ts";

// Job alerts, as server/graphql/jobAlerts.ts answers them: the candidate's own
// list, newest first, and the same checks and messages on every change. The
// mock has no sweep: an alert tells of nothing here.

const alertsOf = (store: MockStore, candidatoId: string) =>
  store.data.alertasVagas.filter((alert) => alert.candidatoId === candidatoId).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));

const searchFields = ["texto", "localizacao", "areaAtuacao", "nivelVaga", "tipoContrato", "modalidadeTrabalho", "pcd"] as const;

/** One of the signed-in candidate's alerts; another's is not found. */
function ownedAlert(store: MockStore, id: string): MockAlertaVaga {
  const candidato = requireCandidate(store);
  const alert = store.data.alertasVagas.find((entry) => entry.id === databaseId(id, "AlertaVaga") && entry.candidatoId === candidato.id);
  return alert ?? refuse("NotFoundError", "Alerta não encontrado");
}

const changed = (alert: MockAlertaVaga, change: Partial<MockAlertaVaga>) => Object.assign(alert, change, { updatedAt: new Date().toISOString() });

const jobAlertMutations = {
  criarAlertaVaga: mutation("criarAlertaVaga", ({ input }: { input: unknown }, store) => {
    const candidato = requireCandidate(store);
    const { nome, busca } = parseOrRefuse(alertSchema, input);
    const mine = alertsOf(store, candidato.id);
    if (mine.length >= maxAlertsPerCandidate) refuse("ConflictError", `Você já tem ${maxAlertsPerCandidate} alertas, o máximo. Exclua um para criar outro.`);
    const same = mine.find((alert) => searchFields.every((field) => alert[field] === busca[field]));
    if (same) refuse("ConflictError", `Você já tem um alerta para esta busca: "${same.nome}"`);
    const now = new Date().toISOString();
    const alert: MockAlertaVaga = { id: store.newId(), candidatoId: candidato.id, nome, ...busca, ativo: true, createdAt: now, updatedAt: now };
    store.data.alertasVagas.push(alert);
    return alert;
  }),
  renomearAlertaVaga: mutation("renomearAlertaVaga", ({ id, nome }: { id: string; nome: string }, store) => {
    const alert = ownedAlert(store, id);
    return changed(alert, parseOrRefuse(alertRenameSchema, { nome }));
  }),
  pausarAlertaVaga: mutation("pausarAlertaVaga", ({ id }: { id: string }, store) => changed(ownedAlert(store, id), { ativo: false })),
  retomarAlertaVaga: mutation("retomarAlertaVaga", ({ id }: { id: string }, store) => changed(ownedAlert(store, id), { ativo: true })),
  excluirAlertaVaga: mutation("excluirAlertaVaga", ({ id }: { id: string }, store) => {
    const alert = ownedAlert(store, id);
    store.data.alertasVagas = store.data.alertasVagas.filter((entry) => entry !== alert);
    return store.candidato(alert.candidatoId);
  }),
};

/** Merged with the other resolvers by makeExecutableSchema (web/mock/schema.ts). */
export const jobAlertResolvers = {
  AlertaVaga: {
    id: (alert: MockAlertaVaga) => globalId("AlertaVaga", alert.id),
    busca: (alert: MockAlertaVaga) => alert,
  },
  BuscaVagas: {
    descricao: (search: JobSearchFilters) => describeJobSearch(search),
    link: (search: JobSearchFilters) => jobSearchPath(search),
  },
  Candidato: {
    alertasVagas: (candidato: MockCandidato, _: unknown, { store }: MockContext) =>
      store.viewer()?.candidatoId === candidato.id ? alertsOf(store, candidato.id) : null,
  },
  Mutation: jobAlertMutations,
};
