import { jobExcerpt } from "../../shared/excerpt.ts";
import { connection, newestFirst, type PageArgs } from "./connection.ts";
import { ownerOnly, requireOwner, type MockContext } from "./context.ts";
import { databaseId } from "./results.ts";
import { globalId, type MockStore } from "./store.ts";
import type { MockEmpresa, MockVaga } from "./types.ts";

// Jobs and companies. What only the owning company sees (applicants, counts,
// CNPJ, contact person, street address) is null or refused for anyone else.

const ownsEmpresa = (empresa: MockEmpresa, store: MockStore) => store.viewer()?.empresaId === empresa.id;
const privateToCompany = (field: keyof MockEmpresa) => ownerOnly(ownsEmpresa, field);

export const applicationsOf = (store: MockStore, vagaIds: ReadonlySet<string>) =>
  newestFirst(
    store.data.candidaturas.filter((candidatura) => vagaIds.has(candidatura.vagaId)),
    (candidatura) => candidatura.dataCandidatura,
  );

const jobIdsOf = (store: MockStore, empresa: MockEmpresa) =>
  new Set(store.data.vagas.filter((vaga) => vaga.empresaId === empresa.id).map((vaga) => vaga.id));

const viewerApplication = (vaga: MockVaga, store: MockStore) => {
  const candidatoId = store.viewer()?.candidatoId;
  return store.data.candidaturas.find((c) => c.vagaId === vaga.id && c.candidatoId === candidatoId) ?? null;
};

export const jobResolvers = {
  Vaga: {
    id: (vaga: MockVaga) => globalId("Vaga", vaga.id),
    resumo: (vaga: MockVaga) => jobExcerpt(vaga.descricao),
    empresa: (vaga: MockVaga, _: unknown, { store }: MockContext) => store.empresa(vaga.empresaId),
    candidaturaCount: (vaga: MockVaga, _: unknown, { store }: MockContext) =>
      store.ownsVaga(vaga) ? store.data.candidaturas.filter((c) => c.vagaId === vaga.id).length : null,
    candidaturas: (vaga: MockVaga, args: PageArgs, { store }: MockContext) =>
      connection(store.ownsVaga(vaga) ? applicationsOf(store, new Set([vaga.id])) : [], args),
    interesseEnviado: (vaga: MockVaga, { candidatoId }: { candidatoId: string }, { store }: MockContext) => {
      if (!store.ownsVaga(vaga)) return null;
      const id = databaseId(candidatoId, "Candidato");
      return store.data.interesses.some((i) => i.vagaId === vaga.id && i.candidatoId === id);
    },
    viewerCandidatura: (vaga: MockVaga, _: unknown, { store }: MockContext) => viewerApplication(vaga, store),
    viewerHasApplied: (vaga: MockVaga, _: unknown, { store }: MockContext) => viewerApplication(vaga, store) !== null,
    viewerIsOwner: (vaga: MockVaga, _: unknown, { store }: MockContext) => store.ownsVaga(vaga),
  },
  Empresa: {
    id: (empresa: MockEmpresa) => globalId("Empresa", empresa.id),
    cnpj: privateToCompany("cnpj"),
    nomeResponsavel: privateToCompany("nomeResponsavel"),
    enderecoCep: privateToCompany("enderecoCep"),
    enderecoRua: privateToCompany("enderecoRua"),
    enderecoNumero: privateToCompany("enderecoNumero"),
    enderecoBairro: privateToCompany("enderecoBairro"),
    activeJobCount: (empresa: MockEmpresa, _: unknown, { store }: MockContext) => {
      requireOwner(ownsEmpresa(empresa, store));
      return store.data.vagas.filter((vaga) => vaga.empresaId === empresa.id && vaga.statusVaga === "ATIVA").length;
    },
    sentInterestCount: (empresa: MockEmpresa, _: unknown, { store }: MockContext) => {
      requireOwner(ownsEmpresa(empresa, store));
      return store.data.interesses.filter((interesse) => interesse.empresaId === empresa.id).length;
    },
    receivedApplicationCount: (empresa: MockEmpresa, _: unknown, { store }: MockContext) => {
      requireOwner(ownsEmpresa(empresa, store));
      return applicationsOf(store, jobIdsOf(store, empresa)).length;
    },
    vagas: (empresa: MockEmpresa, args: PageArgs, { store }: MockContext) => {
      requireOwner(ownsEmpresa(empresa, store));
      const own = store.data.vagas.filter((vaga) => vaga.empresaId === empresa.id);
      return connection(newestFirst(own, (vaga) => vaga.createdAt), args);
    },
    candidaturasRecebidas: (empresa: MockEmpresa, args: PageArgs, { store }: MockContext) => {
      requireOwner(ownsEmpresa(empresa, store));
      return connection(applicationsOf(store, jobIdsOf(store, empresa)), args);
    },
    interessesEnviados: (empresa: MockEmpresa, args: PageArgs, { store }: MockContext) => {
      requireOwner(ownsEmpresa(empresa, store));
      const sent = store.data.interesses.filter((interesse) => interesse.empresaId === empresa.id);
      return connection(newestFirst(sent, (interesse) => interesse.dataInteresse), args);
    },
  },
};
