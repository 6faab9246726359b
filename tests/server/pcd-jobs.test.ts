import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { GraphQLClient, gql } from "graphql-request";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "../../server/auth/apiKeys.ts";
import type { Client } from "../support/client.ts";
import { createJob, globalId, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// A job's PcD mark (inclusion of people with disabilities): the company sets it, the search, the
// alerts, the partner API and the page's JobPosting carry it.

let server: TestServer;
let company: Client;
let partner: GraphQLClient;

beforeAll(async () => {
  const webDist = await mkdtemp(path.join(tmpdir(), "encaixe-web-"));
  await writeFile(path.join(webDist, "index.html"), `<!doctype html><html><head>\n<!-- page-head -->\n<title>x</title>\n<!-- /page-head -->\n</head><body><div id="root"></div></body></html>`);
  server = await startTestServer({ webDist, brand: "Encaixe" });
  company = (await registerCompany(server.url, { nomeEmpresa: "Inclusiva Tecnologia" })).client;
  const { key } = await createApiKey(server.database.prisma, "Portal Parceiro");
  partner = new GraphQLClient(`${server.url}/graphql`, { headers: { authorization: `Bearer ${key}` } });
});
afterAll(async () => {
  await server?.close();
});

const search = `query ($filtros: VagaFiltros) { vagas(first: 50, filtros: $filtros) { totalCount edges { node { titulo pcd } } } }`;

async function titles(client: Client, filtros: Record<string, unknown>) {
  const { data, errors } = await client.graphql(search, { filtros });
  expect(errors).toBeUndefined();
  return data.vagas.edges.map((edge: { node: { titulo: string } }) => edge.node.titulo).sort();
}

describe("a job's PcD mark", () => {
  let afirmativa: { id: string };
  let tambem: { id: string };

  beforeAll(async () => {
    afirmativa = await createJob(company, { titulo: "Analista PcD Afirmativa", pcd: "AFIRMATIVA" });
    tambem = await createJob(company, { titulo: "Analista PcD Também", pcd: "TAMBEM" });
    await createJob(company, { titulo: "Analista PcD Nenhuma" });
  });

  it("is kept as the company chose, shown by REST and GraphQL, and cleared by an edit", async () => {
    expect((await company.get(`/api/vagas/${afirmativa.id}`)).body.pcd).toBe("AFIRMATIVA");
    const edited = await createJob(company, { titulo: "Temporária", pcd: "TAMBEM" });
    const update = `mutation ($id: ID!, $input: VagaInput!) { updateVaga(id: $id, input: $input) { ... on MutationUpdateVagaSuccess { data { pcd } } } }`;
    const { data } = await company.graphql(update, { id: globalId("Vaga", edited.id), input: { pcd: null } });
    expect(data.updateVaga.data.pcd).toBeNull();
    const kept = await company.graphql(update, { id: globalId("Vaga", tambem.id), input: { titulo: "Analista PcD Também" } });
    expect(kept.data.updateVaga.data.pcd).toBe("TAMBEM");
  });

  it("refuses a mark that is not one", async () => {
    const response = await company.post("/api/vagas", { titulo: "X", descricao: "Uma descrição longa.", requisitosObrigatorios: "R", areaAtuacao: "outros", pcd: "SIM" });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain("Marcação PcD inválida");
    const { errors } = await company.graphql(search, { filtros: { pcd: "QUALQUER" } });
    expect(errors?.length).toBeGreaterThan(0);
    expect((await company.get("/api/vagas?pcd=qualquer")).status).toBe(400);
  });

  it("filters the job search, in GraphQL, REST and the partner API", async () => {
    const visitor = (await registerCandidate(server.url)).client;
    expect(await titles(visitor, { texto: "analista pcd", pcd: "AFIRMATIVA" })).toEqual(["Analista PcD Afirmativa"]);
    expect(await titles(visitor, { texto: "analista pcd", pcd: "TAMBEM" })).toEqual(["Analista PcD Também"]);
    expect(await titles(visitor, { texto: "analista pcd" })).toHaveLength(3);
    const rest = await visitor.get("/api/vagas?titulo=analista%20pcd&pcd=afirmativa");
    expect(rest.body.map((job: { titulo: string }) => job.titulo)).toEqual(["Analista PcD Afirmativa"]);
    const found = await partner.request<{ vagas: { edges: { node: { titulo: string; pcd: string | null } }[] } }>(
      gql`query ($filtros: VagaFiltros) { vagas(first: 10, filtros: $filtros) { edges { node { titulo pcd } } } }`,
      { filtros: { texto: "analista pcd", pcd: "TAMBEM" } },
    );
    expect(found.vagas.edges.map((edge) => edge.node)).toEqual([{ titulo: "Analista PcD Também", pcd: "TAMBEM" }]);
  });

  it("is said in the job page's JobPosting description, and absent from an unmarked job's", async () => {
    const posting = async (id: string) => {
      const html = await (await fetch(`${server.url}/jobs/${id}`)).text();
      return JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    };
    expect((await posting(afirmativa.id)).description).toMatch(/^<p>Vaga exclusiva para pessoas com deficiência \(PcD\)\.<\/p>/);
    expect((await posting(tambem.id)).description).toMatch(/^<p>Vaga aberta a todas as pessoas e acessível a pessoas com deficiência \(PcD\)\.<\/p>/);
    const plain = await createJob(company, { titulo: "Sem marcação" });
    expect((await posting(plain.id)).description).not.toContain("PcD");
  });

  it("is an alert's filter: saved with it, and matched by the sweep", async () => {
    const { client } = await registerCandidate(server.url);
    const create = `mutation ($input: CriarAlertaVagaInput!) { criarAlertaVaga(input: $input) { __typename ... on MutationCriarAlertaVagaSuccess { data { busca { pcd descricao link } } } } }`;
    const { data } = await client.graphql(create, { input: { nome: "Afirmativas", busca: { pcd: "AFIRMATIVA" } } });
    expect(data.criarAlertaVaga.data.busca).toEqual({ pcd: "AFIRMATIVA", descricao: "Vaga afirmativa para PcD", link: "/jobs?pcd=afirmativa" });
    await createJob(company, { titulo: "Auxiliar Também", pcd: "TAMBEM" });
    await createJob(company, { titulo: "Auxiliar Afirmativa", pcd: "AFIRMATIVA" });
    await server.alertSweeps.settled();
    await server.alertSweeps.sweep({ all: true });
    const notices = await client.graphql(`{ notificacoes(first: 10) { edges { node { tipo titulo } } } }`);
    const titulos = notices.data.notificacoes.edges.map((edge: { node: { titulo: string } }) => edge.node.titulo);
    expect(titulos).toEqual(['Nova vaga para o alerta "Afirmativas": Auxiliar Afirmativa']);
  });
});
