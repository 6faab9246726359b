import { connection, newestFirst, type PageArgs } from "./connection.ts";
import { requireOwner, type MockContext } from "./context.ts";
import { databaseId, mutation, refuse, requireCandidate } from "./results.ts";
import { globalId, type MockStore } from "./store.ts";
import type { MockCandidato, MockVaga, MockVagaSalva } from "./types.ts";

// Saved jobs, as server/graphql/savedJobs.ts answers them: the candidate's own
// list, newest first, and save / unsave that change nothing when repeated.

const savedBy = (store: MockStore, candidatoId: string | null | undefined) =>
  store.data.vagasSalvas.filter((saved) => saved.candidatoId === candidatoId);

const jobOf = (store: MockStore, vagaId: string) => store.vaga(databaseId(vagaId, "Vaga")) ?? refuse("NotFoundError", "Vaga não encontrada");

const savedJobMutations = {
  saveVaga: mutation("saveVaga", ({ vagaId }: { vagaId: string }, store) => {
    const candidato = requireCandidate(store);
    const vaga = jobOf(store, vagaId);
    if (!savedBy(store, candidato.id).some((saved) => saved.vagaId === vaga.id)) {
      store.data.vagasSalvas.push({ id: store.newId(), candidatoId: candidato.id, vagaId: vaga.id, createdAt: new Date().toISOString() });
    }
    return vaga;
  }),
  unsaveVaga: mutation("unsaveVaga", ({ vagaId }: { vagaId: string }, store) => {
    const candidato = requireCandidate(store);
    const vaga = jobOf(store, vagaId);
    store.data.vagasSalvas = store.data.vagasSalvas.filter((saved) => saved.candidatoId !== candidato.id || saved.vagaId !== vaga.id);
    return vaga;
  }),
};

/** Merged with the other resolvers by makeExecutableSchema (web/mock/schema.ts). */
export const savedJobResolvers = {
  VagaSalva: {
    id: (saved: MockVagaSalva) => globalId("VagaSalva", saved.id),
    salvaEm: (saved: MockVagaSalva) => saved.createdAt,
    vaga: (saved: MockVagaSalva, _: unknown, { store }: MockContext) => store.vaga(saved.vagaId),
  },
  Vaga: {
    viewerHasSaved: (vaga: MockVaga, _: unknown, { store }: MockContext) =>
      savedBy(store, store.viewer()?.candidatoId).some((saved) => saved.vagaId === vaga.id),
  },
  Candidato: {
    vagasSalvas: (candidato: MockCandidato, args: PageArgs, { store }: MockContext) => {
      requireOwner(store.viewer()?.candidatoId === candidato.id);
      // A job deleted by its company leaves the list, as the database's cascade has it.
      const listed = savedBy(store, candidato.id).filter((saved) => store.vaga(saved.vagaId));
      return connection(newestFirst(listed, (saved) => saved.createdAt), args);
    },
  },
  Mutation: savedJobMutations,
};
