import { legalTextsVersion } from "../../shared/legalTexts.ts";
import { deleteAccountSchema } from "../../shared/validation/account.ts";
import { connection, newestFirst, type PageArgs } from "./connection.ts";
import { requireOwner, type MockContext } from "./context.ts";
import { mutation, parseOrRefuse, refuseInput, requireUser } from "./results.ts";
import type { MockCandidato, MockUser } from "./types.ts";

// 'Privacidade e dados' (/conta/privacidade), as server/graphql/privacy.ts answers
// it. The mock keeps no history of acceptances or profile views: every account
// accepted the texts in force, and a company that sent an interest viewed the
// profile that day. The export is the account and its profile record as stored.

export const privacyResolvers = {
  User: {
    aceitesTermos: (user: MockUser, _: unknown, { store }: MockContext) => {
      requireOwner(store.viewer()?.id === user.id);
      return [{ versao: legalTextsVersion, aceitoEm: "2026-11-23T09:00:00.000Z" }];
    },
    dadosPessoais: (user: MockUser, _: unknown, { store }: MockContext) => {
      requireOwner(store.viewer()?.id === user.id);
      const { password: _password, ...conta } = user;
      return {
        sobre: "Cópia dos dados pessoais que o serviço guarda sobre você (LGPD, art. 18, II e V).",
        conta,
        candidato: user.candidatoId ? (store.candidato(user.candidatoId) ?? null) : null,
        empresa: user.empresaId ? (store.empresa(user.empresaId) ?? null) : null,
      };
    },
  },
  Candidato: {
    visualizacoesPerfil: (candidato: MockCandidato, args: PageArgs, { store }: MockContext) => {
      if (store.viewer()?.candidatoId !== candidato.id) return null;
      const interests = store.data.interesses.filter((interesse) => interesse.candidatoId === candidato.id);
      const views = interests.map((interesse) => {
        const empresa = store.empresa(interesse.empresaId);
        return { em: interesse.dataInteresse, nomeEmpresa: empresa?.nomeEmpresa ?? "", empresa };
      });
      return connection(newestFirst(views, (view) => view.em), args);
    },
  },
  Mutation: {
    excluirConta: mutation("excluirConta", ({ input }: { input: unknown }, store) => {
      const viewer = requireUser(store);
      const { senha } = parseOrRefuse(deleteAccountSchema, input);
      if (senha !== viewer.password) refuseInput([{ path: ["senha"], message: "Senha incorreta" }]);
      // Applications stay, without the letter, and read their candidate as null ('Candidato removido'); the company's jobs go.
      const { data } = store;
      for (const candidatura of data.candidaturas) if (candidatura.candidatoId === viewer.candidatoId) candidatura.cartaApresentacao = null;
      data.users = data.users.filter((user) => user.id !== viewer.id);
      data.candidatos = data.candidatos.filter((candidato) => candidato.id !== viewer.candidatoId);
      data.interesses = data.interesses.filter((interesse) => interesse.candidatoId !== viewer.candidatoId && interesse.empresaId !== viewer.empresaId);
      const goneJobs = new Set(data.vagas.filter((vaga) => vaga.empresaId === viewer.empresaId).map((vaga) => vaga.id));
      data.vagas = data.vagas.filter((vaga) => !goneJobs.has(vaga.id));
      data.candidaturas = data.candidaturas.filter((candidatura) => !goneJobs.has(candidatura.vagaId));
      data.empresas = data.empresas.filter((empresa) => empresa.id !== viewer.empresaId);
      data.notificacoes = data.notificacoes.filter((notice) => notice.userId !== viewer.id);
      store.signIn(null);
      return true;
    }),
  },
};
