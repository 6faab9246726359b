import { profileCompleteness } from "../../server/domain/completeness.ts";
import { ageOn } from "../../server/domain/age.ts";
import { connection, newestFirst, type PageArgs } from "./connection.ts";
import { ownerOnly, requireOwner, type MockContext } from "./context.ts";
import { recommendVagas } from "./search.ts";
import { globalId, type MockStore } from "./store.ts";
import { sectionLists, type MockCandidato, type MockCandidatura, type MockInteresse, type MockUser, type SectionType } from "./types.ts";

// Candidates, applications, interests and accounts. The candidate's private
// data (CPF, street address, gender, completeness, applications) is the owner's;
// age and completeness are computed, as the server does, so they always agree
// with the birth date and the sections shown.

const ownsCandidato = (candidato: MockCandidato, store: MockStore) => store.viewer()?.candidatoId === candidato.id;
const privateToCandidate = (field: keyof MockCandidato) => ownerOnly(ownsCandidato, field);

export const completenessOf = (candidato: MockCandidato) =>
  profileCompleteness({
    nomeCompleto: candidato.nomeCompleto,
    email: candidato.email,
    telefonePrincipal: candidato.telefone,
    formacoes: candidato.formacoes.length,
    experiencias: candidato.experiencias.length,
    habilidades: candidato.habilidades.length,
    idiomas: candidato.idiomas.length,
    cursos: candidato.cursos.length,
  });

const applicationsOf = (store: MockStore, candidato: MockCandidato) =>
  newestFirst(
    store.data.candidaturas.filter((c) => c.candidatoId === candidato.id),
    (c) => c.dataCandidatura,
  );

const interestsOf = (store: MockStore, candidato: MockCandidato) =>
  newestFirst(
    store.data.interesses.filter((i) => i.candidatoId === candidato.id),
    (i) => i.dataInteresse,
  );

const sectionIds = Object.fromEntries(
  (Object.keys(sectionLists) as SectionType[]).map((type) => [type, { id: (item: { id: string }) => globalId(type, item.id) }]),
);

export const peopleResolvers = {
  ...sectionIds,
  Candidato: {
    id: (c: MockCandidato) => globalId("Candidato", c.id),
    idade: (c: MockCandidato) => (c.dataNascimento ? ageOn(new Date(`${c.dataNascimento}T00:00:00.000Z`), new Date()) : null),
    cpf: privateToCandidate("cpf"),
    genero: privateToCandidate("genero"),
    telefoneSecundario: privateToCandidate("telefoneSecundario"),
    enderecoCep: privateToCandidate("enderecoCep"),
    enderecoRua: privateToCandidate("enderecoRua"),
    enderecoNumero: privateToCandidate("enderecoNumero"),
    enderecoBairro: privateToCandidate("enderecoBairro"),
    completude: (c: MockCandidato, _: unknown, { store }: MockContext) => (ownsCandidato(c, store) ? completenessOf(c) : null),
    candidaturas: (c: MockCandidato, args: PageArgs, { store }: MockContext) => {
      requireOwner(ownsCandidato(c, store));
      return connection(applicationsOf(store, c), args);
    },
    activeApplicationCount: (c: MockCandidato, _: unknown, { store }: MockContext) => {
      requireOwner(ownsCandidato(c, store));
      return applicationsOf(store, c).filter((a) => !a.statusCandidatura.startsWith("REJEITADA")).length;
    },
    interessesRecebidos: (c: MockCandidato, args: PageArgs, { store }: MockContext) => {
      requireOwner(ownsCandidato(c, store));
      return connection(interestsOf(store, c), args);
    },
    interestCount: (c: MockCandidato, _: unknown, { store }: MockContext) => {
      requireOwner(ownsCandidato(c, store));
      return interestsOf(store, c).length;
    },
    vagasRecomendadas: (c: MockCandidato, { first }: { first: number }, { store }: MockContext) => {
      requireOwner(ownsCandidato(c, store));
      return recommendVagas(store, c, first);
    },
  },
  Candidatura: {
    id: (c: MockCandidatura) => globalId("Candidatura", c.id),
    candidato: (c: MockCandidatura, _: unknown, { store }: MockContext) => store.candidato(c.candidatoId),
    vaga: (c: MockCandidatura, _: unknown, { store }: MockContext) => store.vaga(c.vagaId),
  },
  Interesse: {
    id: (i: MockInteresse) => globalId("Interesse", i.id),
    candidato: (i: MockInteresse, _: unknown, { store }: MockContext) => store.candidato(i.candidatoId),
    empresa: (i: MockInteresse, _: unknown, { store }: MockContext) => store.empresa(i.empresaId),
    vaga: (i: MockInteresse, _: unknown, { store }: MockContext) => store.vaga(i.vagaId),
  },
  User: {
    id: (user: MockUser) => globalId("User", user.id),
    candidato: (user: MockUser, _: unknown, { store }: MockContext) => (user.candidatoId ? store.candidato(user.candidatoId) : null),
    empresa: (user: MockUser, _: unknown, { store }: MockContext) => (user.empresaId ? store.empresa(user.empresaId) : null),
  },
};
