import { pcdConsent } from "../../shared/pcd.ts";
import { pcdDeclarationSchema } from "../../shared/validation/pcd.ts";
import type { MockContext } from "./context.ts";
import { mutation, parseOrRefuse, requireCandidate } from "./results.ts";
import type { MockCandidato, MockCandidatura } from "./types.ts";

// The declaration of disability, as server/graphql/pcd.ts answers it: the
// candidate's own on the profile, the applicant's on an application to the
// signed-in company's job, null anywhere else; saved only with its consent.

export const pcdResolvers = {
  Query: { consentimentoPcd: () => pcdConsent },
  Candidato: {
    declaracaoPcd: (candidato: MockCandidato, _: unknown, { store }: MockContext) =>
      store.viewer()?.candidatoId === candidato.id ? (candidato.declaracaoPcd ?? null) : null,
  },
  Candidatura: {
    declaracaoPcd: (candidatura: MockCandidatura, _: unknown, { store }: MockContext) => {
      const viewer = store.viewer();
      const mayRead = viewer?.candidatoId === candidatura.candidatoId || (viewer?.empresaId && store.vaga(candidatura.vagaId)?.empresaId === viewer.empresaId);
      return mayRead ? (store.candidato(candidatura.candidatoId)?.declaracaoPcd ?? null) : null;
    },
  },
  Mutation: {
    salvarDeclaracaoPcd: mutation("salvarDeclaracaoPcd", ({ input }: { input: unknown }, store) => {
      const candidato = requireCandidate(store);
      const { tipos, adaptacoes, versaoConsentimento } = parseOrRefuse(pcdDeclarationSchema, input);
      candidato.declaracaoPcd = { tipos, adaptacoes, consentimentoVersao: versaoConsentimento, consentidoEm: new Date().toISOString() };
      return candidato;
    }),
    retirarConsentimentoPcd: mutation("retirarConsentimentoPcd", (_: unknown, store) => {
      const candidato = requireCandidate(store);
      candidato.declaracaoPcd = null;
      return candidato;
    }),
  },
};
