import { takesApplications } from "../../shared/jobStatus.ts";
import { applicationTransitions, candidateApplicationLabels, companyApplicationLabels, withdrawableStatus } from "../../shared/pipeline.ts";
import { applicationStatusSchema, coverLetterSchema } from "../../shared/validation/application.ts";
import { interestSchema } from "../../shared/validation/interest.ts";
import type { StatusCandidatura, StatusInteresse } from "../../server/db/generated/prisma/enums.ts";
import { databaseId, mutation, parseOrRefuse, refuse, refuseInput, requireCandidate, requireCompany } from "./results.ts";
import { globalId, type MockStore } from "./store.ts";

// Applications (apply, withdraw, the company's pipeline) and interests (sent by
// a company, answered by the candidate), with the server's rules and messages.

const applicationNotFound = "Candidatura não encontrada";
const todayInBrazil = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());

/** An application to one of the signed-in company's jobs. */
function companyApplication(store: MockStore, id: string) {
  const empresa = requireCompany(store);
  const candidatura = store.candidatura(databaseId(id, "Candidatura"));
  if (!candidatura || store.vaga(candidatura.vagaId)?.empresaId !== empresa.id) return refuse("NotFoundError", applicationNotFound);
  return candidatura;
}

export const applicationMutations = {
  applyToVaga: mutation("applyToVaga", ({ vagaId, cartaApresentacao }: { vagaId: string; cartaApresentacao?: string | null }, store) => {
    const candidato = requireCandidate(store);
    const carta = parseOrRefuse(coverLetterSchema, cartaApresentacao);
    const vaga = store.vaga(databaseId(vagaId, "Vaga")) ?? refuse("NotFoundError", "Vaga não encontrada");
    if (!takesApplications(vaga.statusVaga)) return refuse("ConflictError", "Esta vaga não está recebendo candidaturas no momento");
    if (vaga.prazoCandidatura && vaga.prazoCandidatura < todayInBrazil()) refuse("ConflictError", "O prazo de candidatura desta vaga terminou");
    if (store.data.candidaturas.some((c) => c.vagaId === vaga.id && c.candidatoId === candidato.id)) {
      refuse("ConflictError", "Você já se candidatou a esta vaga anteriormente.");
    }
    const now = new Date().toISOString();
    store.data.candidaturas.push({
      id: store.newId(),
      candidatoId: candidato.id,
      vagaId: vaga.id,
      cartaApresentacao: carta,
      statusCandidatura: "ENVIADA",
      dataCandidatura: now,
      updatedAt: now,
    });
    return vaga;
  }),
  withdrawCandidatura: mutation("withdrawCandidatura", ({ id }: { id: string }, store) => {
    const candidato = requireCandidate(store);
    const candidatura = store.candidatura(databaseId(id, "Candidatura"));
    if (!candidatura || candidatura.candidatoId !== candidato.id) return refuse("NotFoundError", applicationNotFound);
    if (candidatura.statusCandidatura !== withdrawableStatus) {
      const label = candidateApplicationLabels[candidatura.statusCandidatura].toLowerCase();
      refuse("ConflictError", `Esta candidatura está ${label}: só é possível retirar uma candidatura enquanto ela está enviada`);
    }
    store.data.candidaturas = store.data.candidaturas.filter((c) => c !== candidatura);
    return { candidato, deletedId: globalId("Candidatura", candidatura.id) };
  }),
  changeCandidaturaStatus: mutation(
    "changeCandidaturaStatus",
    ({ id, statusCandidatura }: { id: string; statusCandidatura: StatusCandidatura }, store) => {
      const next = parseOrRefuse(applicationStatusSchema, statusCandidatura);
      const candidatura = companyApplication(store, id);
      if (!applicationTransitions[candidatura.statusCandidatura].includes(next)) {
        const [from, to] = [companyApplicationLabels[candidatura.statusCandidatura], companyApplicationLabels[next]];
        refuse("ConflictError", `Uma candidatura ${from.toLowerCase()} não pode passar a ${to.toLowerCase()}`);
      }
      return Object.assign(candidatura, { statusCandidatura: next, updatedAt: new Date().toISOString() });
    },
  ),
  viewCandidatura: mutation("viewCandidatura", ({ id }: { id: string }, store) => {
    const candidatura = companyApplication(store, id);
    if (candidatura.statusCandidatura === "ENVIADA") {
      Object.assign(candidatura, { statusCandidatura: "VISUALIZADA_PELA_EMPRESA", updatedAt: new Date().toISOString() });
    }
    return candidatura;
  }),
  sendInteresse: mutation("sendInteresse", (args: { candidatoId: string; vagaId?: string | null; mensagem?: string | null }, store) => {
    const empresa = requireCompany(store);
    const data = parseOrRefuse(interestSchema, args);
    const vaga = store.vaga(databaseId(data.vagaId, "Vaga"));
    if (!vaga || vaga.empresaId !== empresa.id) return refuseInput([{ path: ["vagaId"], message: "Selecione uma das suas vagas" }]);
    if (!takesApplications(vaga.statusVaga)) return refuseInput([{ path: ["vagaId"], message: "Selecione uma vaga ativa" }]);
    const candidato = store.candidato(databaseId(data.candidatoId, "Candidato")) ?? refuse("NotFoundError", "Perfil não encontrado");
    if (store.data.interesses.some((i) => i.vagaId === vaga.id && i.candidatoId === candidato.id)) {
      refuse("ConflictError", "Você já demonstrou interesse neste candidato para esta vaga");
    }
    const now = new Date().toISOString();
    const interesse = {
      id: store.newId(),
      empresaId: empresa.id,
      candidatoId: candidato.id,
      vagaId: vaga.id,
      mensagem: data.mensagem,
      status: "PENDENTE" as const,
      dataInteresse: now,
      updatedAt: now,
    };
    store.data.interesses.push(interesse);
    return interesse;
  }),
  respondInteresse: mutation("respondInteresse", ({ id, resposta }: { id: string; resposta: StatusInteresse }, store) => {
    if (resposta === "PENDENTE") refuseInput([{ path: ["resposta"], message: "Responda com ACEITO ou RECUSADO" }]);
    const candidato = requireCandidate(store);
    const interesse = store.interesse(databaseId(id, "Interesse"));
    if (!interesse || interesse.candidatoId !== candidato.id) return refuse("NotFoundError", "Interesse não encontrado");
    if (interesse.status !== "PENDENTE") {
      refuse("ConflictError", interesse.status === "RECUSADO" ? "Esta oferta já foi recusada" : "Esta oferta já foi aceita");
    }
    return Object.assign(interesse, { status: resposta, updatedAt: new Date().toISOString() });
  }),
};
