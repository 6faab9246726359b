import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "../support/client.ts";
import { createJob, globalId, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
let company: Client;

beforeAll(async () => {
  server = await startTestServer();
  company = (await registerCompany(server.url, { nomeEmpresa: "Metalúrgica Paraná" })).client;
});
afterAll(async () => {
  await server?.close();
});

const result = (success: string) => `__typename ... on Error { message } ... on ${success} { data { titulo viewerHasSaved } }`;
const save = `mutation ($vagaId: ID!) { saveVaga(vagaId: $vagaId) { ${result("MutationSaveVagaSuccess")} } }`;
const unsave = `mutation ($vagaId: ID!) { unsaveVaga(vagaId: $vagaId) { ${result("MutationUnsaveVagaSuccess")} } }`;
const savedList = `{ viewer { candidato { vagasSalvas(first: 20) { totalCount edges { node { salvaEm vaga { titulo statusVaga } } } } } } }`;

async function job(titulo: string) {
  const created = await createJob(company, { titulo });
  return { ...created, gid: globalId("Vaga", created.id) };
}

async function listOf(client: Client) {
  const { data, errors } = await client.graphql(savedList);
  expect(errors).toBeUndefined();
  const list = data.viewer.candidato.vagasSalvas;
  return {
    totalCount: list.totalCount as number,
    jobs: list.edges.map((edge: { node: { vaga: { titulo: string; statusVaga: string } } }) => `${edge.node.vaga.titulo} (${edge.node.vaga.statusVaga})`),
  };
}

describe("saving a job", () => {
  it("saves once however often it is asked, and removing twice is as harmless", async () => {
    const { client } = await registerCandidate(server.url);
    const torneiro = await job("Torneiro Mecânico");
    for (let i = 0; i < 2; i++) {
      const { data } = await client.graphql(save, { vagaId: torneiro.gid });
      expect(data.saveVaga).toEqual({ __typename: "MutationSaveVagaSuccess", data: { titulo: "Torneiro Mecânico", viewerHasSaved: true } });
    }
    expect(await listOf(client)).toEqual({ totalCount: 1, jobs: ["Torneiro Mecânico (ATIVA)"] });
    for (let i = 0; i < 2; i++) {
      const { data } = await client.graphql(unsave, { vagaId: torneiro.gid });
      expect(data.unsaveVaga).toEqual({ __typename: "MutationUnsaveVagaSuccess", data: { titulo: "Torneiro Mecânico", viewerHasSaved: false } });
    }
    expect(await listOf(client)).toEqual({ totalCount: 0, jobs: [] });
  });

  it("refuses visitors and companies, and a job that does not exist", async () => {
    const soldador = await job("Soldador");
    const visitor = await new Client(server.url).graphql(save, { vagaId: soldador.gid });
    expect(visitor.data.saveVaga).toEqual({ __typename: "AuthenticationError", message: "Você precisa entrar para continuar" });
    const byCompany = await company.graphql(save, { vagaId: soldador.gid });
    expect(byCompany.data.saveVaga).toEqual({ __typename: "ForbiddenError", message: "Acesso negado: apenas candidatos podem fazer isso" });
    const { client } = await registerCandidate(server.url);
    const missing = await client.graphql(save, { vagaId: globalId("Vaga", "nao-existe") });
    expect(missing.data.saveVaga).toEqual({ __typename: "NotFoundError", message: "Vaga não encontrada" });
    expect(await server.database.prisma.vagaSalva.count({ where: { vagaId: soldador.id } })).toBe(0);
  });

  it("tells only the candidate who saved it, and shows nobody else the list", async () => {
    const ana = await registerCandidate(server.url);
    const bruno = await registerCandidate(server.url);
    const caldeireiro = await job("Caldeireiro");
    await ana.client.graphql(save, { vagaId: caldeireiro.gid });
    const read = `query ($id: ID!) { vaga(id: $id) { viewerHasSaved } }`;
    expect((await ana.client.graphql(read, { id: caldeireiro.gid })).data.vaga.viewerHasSaved).toBe(true);
    for (const other of [bruno.client, company, new Client(server.url)]) {
      expect((await other.graphql(read, { id: caldeireiro.gid })).data.vaga.viewerHasSaved).toBe(false);
    }
    // Bruno asks for Ana's profile by its id: her saved jobs are null for him, and for the company.
    const anaId = (await ana.client.graphql(`{ viewer { candidato { id } } }`)).data.viewer.candidato.id;
    const theirs = `query ($id: ID!) { candidato(id: $id) { nomeCompleto vagasSalvas(first: 5) { totalCount } } }`;
    for (const other of [bruno.client, company]) {
      const { data } = await other.graphql(theirs, { id: anaId });
      expect(data.candidato?.vagasSalvas ?? null).toBeNull();
    }
    expect(await listOf(bruno.client)).toEqual({ totalCount: 0, jobs: [] });
  });
});

describe("the saved jobs list", () => {
  it("lists newest first with each job's current status, and a deleted job leaves it", async () => {
    const { client } = await registerCandidate(server.url);
    const [fresador, pintor, montador] = [await job("Fresador CNC"), await job("Pintor Industrial"), await job("Montador de Painéis")];
    for (const saved of [fresador, pintor, montador]) await client.graphql(save, { vagaId: saved.gid });
    const status = `mutation ($id: ID!, $statusVaga: StatusVaga!) { changeVagaStatus(id: $id, statusVaga: $statusVaga) { __typename } }`;
    await company.graphql(status, { id: fresador.gid, statusVaga: "PAUSADA" });
    await company.graphql(status, { id: pintor.gid, statusVaga: "ENCERRADA" });
    expect(await listOf(client)).toEqual({
      totalCount: 3,
      jobs: ["Montador de Painéis (ATIVA)", "Pintor Industrial (ENCERRADA)", "Fresador CNC (PAUSADA)"],
    });

    const deleted = await company.graphql(`mutation ($id: ID!) { deleteVaga(id: $id) { __typename } }`, { id: pintor.gid });
    expect(deleted.data.deleteVaga.__typename).toBe("MutationDeleteVagaSuccess");
    expect(await listOf(client)).toEqual({ totalCount: 2, jobs: ["Montador de Painéis (ATIVA)", "Fresador CNC (PAUSADA)"] });
  });

  it("reads viewerHasSaved in the jobs' own statements: 20 jobs cost what 1 does", async () => {
    const other = await registerCompany(server.url, { nomeEmpresa: "Contagem de Consultas" });
    const { client } = await registerCandidate(server.url);
    const search = `query ($filtros: VagaFiltros) { vagas(first: 20, filtros: $filtros) { edges { node { titulo viewerHasSaved viewerHasApplied } } } }`;
    const empresaId = (await other.client.graphql(`{ viewer { empresa { id } } }`)).data.viewer.empresa.id;
    const statementsFor = async () => {
      const before = server.queries.length;
      const { data } = await client.graphql(search, { filtros: { empresaId } });
      return { statements: server.queries.length - before, saved: data.vagas.edges.filter((edge: any) => edge.node.viewerHasSaved).length };
    };
    const first = await createJob(other.client, { titulo: "Auxiliar de Produção 0" });
    await client.graphql(save, { vagaId: globalId("Vaga", first.id) });
    const withOne = await statementsFor();
    expect(withOne.saved).toBe(1);
    for (let i = 1; i < 20; i++) {
      const created = await createJob(other.client, { titulo: `Auxiliar de Produção ${i}` });
      if (i % 2 === 0) await client.graphql(save, { vagaId: globalId("Vaga", created.id) });
    }
    const withTwenty = await statementsFor();
    expect(withTwenty.saved).toBe(10);
    expect(withTwenty.statements).toBe(withOne.statements);
  });
});
