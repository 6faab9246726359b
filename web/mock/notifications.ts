import { jobSearchPath } from "../../shared/jobSearch.ts";
import { candidateApplicationLabels } from "../../shared/pipeline.ts";
import type { TipoNotificacao } from "../../server/db/generated/prisma/enums.ts";
import { connection, newestFirst, type PageArgs } from "./connection.ts";
import type { MockContext } from "./context.ts";
import { databaseId, mutation, refuse, requireCompany, requireUser } from "./results.ts";
import { globalId, type MockStore } from "./store.ts";
import type { MockData, MockUser } from "./types.ts";

// The bell and /notificacoes in the mock: notices made from the seed's
// applications and interests, in the server's words; reading them works, and
// nothing arrives live (the mock's subscription stays silent).

export interface MockNotificacao {
  id: string;
  userId: string;
  tipo: TipoNotificacao;
  titulo: string;
  texto: string | null;
  link: string;
  lidaEm: string | null;
  createdAt: string;
}

const dayMs = 86_400_000;

/** Notices for the seed's events: the last two days' unread, the older ones read. */
export function generateNotifications(data: Omit<MockData, "notificacoes">, now: number): MockNotificacao[] {
  const userOf = (id: { empresaId?: string; candidatoId?: string }) =>
    id.empresaId ? data.empresas.find((e) => e.id === id.empresaId)!.userId : data.candidatos.find((c) => c.id === id.candidatoId)!.userId;
  const notices: MockNotificacao[] = [];
  const add = (notice: Omit<MockNotificacao, "id" | "lidaEm">) =>
    notices.push({ ...notice, id: `n${notices.length}`, lidaEm: Date.parse(notice.createdAt) > now - 2 * dayMs ? null : notice.createdAt });
  for (const candidatura of data.candidaturas) {
    const vaga = data.vagas.find((v) => v.id === candidatura.vagaId)!;
    const candidato = data.candidatos.find((c) => c.id === candidatura.candidatoId)!;
    const empresa = data.empresas.find((e) => e.id === vaga.empresaId)!;
    add({ userId: empresa.userId, tipo: "CANDIDATURA_RECEBIDA", titulo: `${candidato.nomeCompleto} se candidatou à vaga ${vaga.titulo}`, texto: null, link: `/jobs/${vaga.id}/candidatos`, createdAt: candidatura.dataCandidatura });
    if (candidatura.statusCandidatura !== "ENVIADA") {
      const label = candidateApplicationLabels[candidatura.statusCandidatura];
      const viewed = candidatura.statusCandidatura === "VISUALIZADA_PELA_EMPRESA";
      add({
        userId: candidato.userId,
        tipo: viewed ? "CANDIDATURA_VISUALIZADA" : "CANDIDATURA_STATUS",
        titulo: viewed ? `A empresa ${empresa.nomeEmpresa} visualizou sua candidatura` : `A empresa ${empresa.nomeEmpresa} mudou sua candidatura para ${label}`,
        texto: `Vaga: ${vaga.titulo}`,
        link: "/candidate/applications",
        createdAt: candidatura.updatedAt,
      });
    }
  }
  for (const interesse of data.interesses) {
    const vaga = data.vagas.find((v) => v.id === interesse.vagaId)!;
    const empresa = data.empresas.find((e) => e.id === interesse.empresaId)!;
    const candidato = data.candidatos.find((c) => c.id === interesse.candidatoId)!;
    add({ userId: userOf(interesse), tipo: "INTERESSE_RECEBIDO", titulo: `A empresa ${empresa.nomeEmpresa} demonstrou interesse em você`, texto: `Vaga: ${vaga.titulo}`, link: "/candidate/interests", createdAt: interesse.dataInteresse });
    if (interesse.status !== "PENDENTE") {
      const accepted = interesse.status === "ACEITO";
      add({
        userId: empresa.userId,
        tipo: accepted ? "INTERESSE_ACEITO" : "INTERESSE_RECUSADO",
        titulo: `${candidato.nomeCompleto} ${accepted ? "aceitou" : "recusou"} seu interesse na vaga ${vaga.titulo}`,
        texto: null,
        link: "/company/interesses",
        createdAt: interesse.updatedAt,
      });
    }
  }
  // What an alert's run says (server/domain/noticeDrafts.ts): the newest active jobs of its search's area.
  for (const alerta of data.alertasVagas.filter((alert) => alert.ativo && alert.areaAtuacao)) {
    const found = data.vagas.filter((vaga) => vaga.statusVaga === "ATIVA" && vaga.areaAtuacao === alerta.areaAtuacao).slice(0, 3);
    if (!found.length) continue;
    const names = found.map((vaga) => vaga.titulo);
    add({
      userId: data.candidatos.find((c) => c.id === alerta.candidatoId)!.userId,
      tipo: "ALERTA_VAGAS",
      titulo: `${found.length} novas vagas para o alerta "${alerta.nome}"`,
      texto: `${names.slice(0, -1).join(", ")} e ${names.at(-1)}`,
      link: jobSearchPath(alerta),
      createdAt: new Date(now - dayMs / 2).toISOString(),
    });
  }
  return notices;
}

const noticesOf = (store: MockStore, userId: string) =>
  newestFirst(
    store.data.notificacoes.filter((notice) => notice.userId === userId),
    (notice) => notice.createdAt,
  );

export const notificationResolvers = {
  Query: {
    notificacoes: (_: unknown, args: PageArgs, { store }: MockContext) => {
      const viewer = store.viewer();
      if (!viewer) throw new Error("Você precisa entrar para continuar");
      return connection(noticesOf(store, viewer.id), args);
    },
  },
  User: {
    notificacoesNaoLidas: (user: MockUser, _: unknown, { store }: MockContext) => noticesOf(store, user.id).filter((notice) => !notice.lidaEm).length,
  },
  Notificacao: {
    id: (notice: MockNotificacao) => globalId("Notificacao", notice.id),
    lida: (notice: MockNotificacao) => notice.lidaEm !== null,
  },
  Subscription: {
    notificacoes: (_: unknown, __: unknown, { store }: MockContext) => ({
      naoLidas: noticesOf(store, requireUser(store).id).filter((notice) => !notice.lidaEm).length,
      nova: null,
    }),
  },
};

export const notificationMutations = {
  marcarNotificacaoLida: mutation("marcarNotificacaoLida", ({ id }: { id: string }, store) => {
    const viewer = requireUser(store);
    const notice = store.data.notificacoes.find((n) => n.id === databaseId(id, "Notificacao") && n.userId === viewer.id);
    if (!notice) return refuse("NotFoundError", "Notificação não encontrada");
    notice.lidaEm ??= new Date().toISOString();
    return notice;
  }),
  marcarTodasNotificacoesLidas: mutation("marcarTodasNotificacoesLidas", (_: unknown, store) => {
    const viewer = requireUser(store);
    for (const notice of noticesOf(store, viewer.id)) notice.lidaEm ??= new Date().toISOString();
    return viewer;
  }),
  registrarVisualizacaoPerfil: mutation("registrarVisualizacaoPerfil", ({ candidatoId }: { candidatoId: string }, store) => {
    requireCompany(store);
    if (!store.candidato(databaseId(candidatoId, "Candidato"))) refuse("NotFoundError", "Perfil não encontrado");
    return true;
  }),
};
