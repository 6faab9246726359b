import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "../support/client.ts";
import { globalId, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// A candidate's job alerts over GraphQL: made from a search, listed, renamed,
// paused, resumed and deleted by that candidate alone, with Portuguese refusals
// that change nothing. What they tell of: alert-sweep.test.ts.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const alertFields = "id nome ativo busca { texto localizacao areaAtuacao nivelVaga tipoContrato modalidadeTrabalho }";
const result = (success: string, fields = alertFields) =>
  `__typename ... on Error { message } ... on InvalidInputError { fieldErrors { path message } } ... on ${success} { data { ${fields} } }`;
const create = `mutation ($input: CriarAlertaVagaInput!) { criarAlertaVaga(input: $input) { ${result("MutationCriarAlertaVagaSuccess")} } }`;
const rename = `mutation ($id: ID!, $nome: String!) { renomearAlertaVaga(id: $id, nome: $nome) { ${result("MutationRenomearAlertaVagaSuccess")} } }`;
const pause = `mutation ($id: ID!) { pausarAlertaVaga(id: $id) { ${result("MutationPausarAlertaVagaSuccess")} } }`;
const resume = `mutation ($id: ID!) { retomarAlertaVaga(id: $id) { ${result("MutationRetomarAlertaVagaSuccess")} } }`;
const remove = `mutation ($id: ID!) { excluirAlertaVaga(id: $id) { ${result("MutationExcluirAlertaVagaSuccess", "alertasVagas { nome }")} } }`;
const list = `{ viewer { candidato { alertasVagas { ${alertFields} } } } }`;

type Answer = { __typename: string; message?: string; fieldErrors?: { path: string[]; message: string }[]; data?: any };

async function send(client: Client, document: string, variables: Record<string, unknown>): Promise<Answer> {
  const { data, errors } = await client.graphql(document, variables);
  expect(errors).toBeUndefined();
  return Object.values(data)[0] as Answer;
}

async function alertsOf(client: Client) {
  const { data, errors } = await client.graphql(list);
  expect(errors).toBeUndefined();
  return data.viewer.candidato.alertasVagas as { id: string; nome: string; ativo: boolean; busca: Record<string, string | null> }[];
}

async function created(client: Client, nome: string, busca: Record<string, unknown>) {
  const answer = await send(client, create, { input: { nome, busca } });
  expect(answer.__typename, answer.message).toBe("MutationCriarAlertaVagaSuccess");
  return answer.data as { id: string; nome: string; ativo: boolean };
}

const rows = () => server.database.prisma.alertaVaga.count();

describe("a candidate's alerts", () => {
  it("are made from a search as /jobs sends it, listed newest first, renamed, paused, resumed and deleted", async () => {
    const { client } = await registerCandidate(server.url);
    const soldador = await created(client, "  Soldador em Curitiba ", { texto: " soldador ", localizacao: "Curitiba - PR", areaAtuacao: "Engenharia", nivelVaga: "PLENO" });
    expect(soldador).toMatchObject({ nome: "Soldador em Curitiba", ativo: true });
    await created(client, "Remoto", { modalidadeTrabalho: "REMOTO", tipoContrato: "PJ" });
    expect(await alertsOf(client)).toEqual([
      {
        id: expect.any(String),
        nome: "Remoto",
        ativo: true,
        busca: { texto: null, localizacao: null, areaAtuacao: null, nivelVaga: null, tipoContrato: "PJ", modalidadeTrabalho: "REMOTO" },
      },
      {
        id: soldador.id,
        nome: "Soldador em Curitiba",
        ativo: true,
        busca: { texto: "soldador", localizacao: "Curitiba - PR", areaAtuacao: "engenharia", nivelVaga: "PLENO", tipoContrato: null, modalidadeTrabalho: null },
      },
    ]);

    // The search in words and the /jobs address that shows it, as its notices link to it.
    const words = `{ viewer { candidato { alertasVagas { busca { descricao link } } } } }`;
    expect((await client.graphql(words)).data.viewer.candidato.alertasVagas).toEqual([
      { busca: { descricao: "PJ · Remoto", link: "/jobs?contrato=pj&modalidade=remoto" } },
      {
        busca: {
          descricao: "“soldador” em Curitiba - PR · Engenharia · Pleno",
          link: "/jobs?texto=soldador&localizacao=Curitiba%20-%20PR&area=engenharia&nivel=pleno",
        },
      },
    ]);

    expect((await send(client, rename, { id: soldador.id, nome: "Solda" })).data).toMatchObject({ nome: "Solda", ativo: true });
    for (let i = 0; i < 2; i++) expect((await send(client, pause, { id: soldador.id })).data).toMatchObject({ nome: "Solda", ativo: false });
    for (let i = 0; i < 2; i++) expect((await send(client, resume, { id: soldador.id })).data).toMatchObject({ ativo: true });

    const deleted = await send(client, remove, { id: soldador.id });
    expect(deleted).toEqual({ __typename: "MutationExcluirAlertaVagaSuccess", data: { alertasVagas: [{ nome: "Remoto" }] } });
    expect((await alertsOf(client)).map((alert) => alert.nome)).toEqual(["Remoto"]);
    expect(await send(client, remove, { id: soldador.id })).toEqual({ __typename: "NotFoundError", message: "Alerta não encontrado" });
  });

  it("refuses bad input with a Portuguese message per field, and keeps nothing", async () => {
    const { client } = await registerCandidate(server.url);
    const before = await rows();
    const cases: [Record<string, unknown>, string[], string][] = [
      [{ nome: "   ", busca: { texto: "eletricista" } }, ["nome"], "Dê um nome ao alerta"],
      [{ nome: "x".repeat(81), busca: { texto: "eletricista" } }, ["nome"], "Use no máximo 80 caracteres"],
      [{ nome: "Tudo", busca: {} }, ["busca"], "Escolha ao menos uma palavra-chave, um local ou um filtro para o alerta"],
      [{ nome: "Área", busca: { areaAtuacao: "astronautica" } }, ["busca", "areaAtuacao"], "Área de atuação inválida"],
      [{ nome: "Longo", busca: { texto: "a".repeat(201) } }, ["busca", "texto"], "Use no máximo 200 caracteres"],
    ];
    for (const [input, path, message] of cases) {
      const answer = await send(client, create, { input });
      expect(answer, JSON.stringify(input)).toMatchObject({ __typename: "InvalidInputError", message, fieldErrors: [{ path, message }] });
    }
    // An enum value GraphQL does not know never reaches the domain.
    const bad = await client.graphql(create, { input: { nome: "Nível", busca: { nivelVaga: "MESTRE" } } });
    expect(bad.errors?.[0]?.message).toMatch(/MESTRE/);

    const alert = await created(client, "Eletricista", { texto: "eletricista" });
    const renamed = await send(client, rename, { id: alert.id, nome: "" });
    expect(renamed).toMatchObject({ __typename: "InvalidInputError", message: "Dê um nome ao alerta", fieldErrors: [{ path: ["nome"] }] });
    expect((await alertsOf(client)).map((a) => a.nome)).toEqual(["Eletricista"]);
    expect(await rows()).toBe(before + 1);
  });

  it("keeps one alert per search and at most 20 per candidate", async () => {
    const { client } = await registerCandidate(server.url);
    await created(client, "Pedreiro", { texto: "pedreiro", localizacao: "Recife - PE" });
    const twice = await send(client, create, { input: { nome: "De novo", busca: { texto: "pedreiro", localizacao: "Recife - PE" } } });
    expect(twice).toEqual({ __typename: "ConflictError", message: 'Você já tem um alerta para esta busca: "Pedreiro"' });
    for (let i = 1; i < 20; i++) await created(client, `Alerta ${i}`, { texto: `pedreiro ${i}` });
    const over = await send(client, create, { input: { nome: "O vigésimo primeiro", busca: { texto: "carpinteiro" } } });
    expect(over).toEqual({ __typename: "ConflictError", message: "Você já tem 20 alertas, o máximo. Exclua um para criar outro." });
    expect(await alertsOf(client)).toHaveLength(20);
  });

  it("holds at 20 when creations race", async () => {
    const { client } = await registerCandidate(server.url);
    for (let i = 0; i < 18; i++) await created(client, `Alerta ${i}`, { texto: `garçom ${i}` });
    const answers = await Promise.all([0, 1, 2, 3].map((i) => send(client, create, { input: { nome: `Corrida ${i}`, busca: { texto: `cozinheiro ${i}` } } })));
    expect(answers.filter((answer) => answer.__typename === "MutationCriarAlertaVagaSuccess")).toHaveLength(2);
    expect(await alertsOf(client)).toHaveLength(20);
  });
});

describe("who may", () => {
  it("refuses visitors and companies, and finds no other candidate's alert", async () => {
    const before = await rows();
    const input = { nome: "Motorista", busca: { texto: "motorista" } };
    expect(await send(new Client(server.url), create, { input })).toEqual({ __typename: "AuthenticationError", message: "Você precisa entrar para continuar" });
    const company = (await registerCompany(server.url)).client;
    expect(await send(company, create, { input })).toEqual({ __typename: "ForbiddenError", message: "Acesso negado: apenas candidatos podem fazer isso" });
    expect(await rows()).toBe(before);

    const ana = await registerCandidate(server.url);
    const bruno = await registerCandidate(server.url);
    const alert = await created(ana.client, "Motorista", { texto: "motorista" });
    for (const [document, variables] of [
      [rename, { id: alert.id, nome: "Meu agora" }],
      [pause, { id: alert.id }],
      [resume, { id: alert.id }],
      [remove, { id: alert.id }],
    ] as const) {
      expect(await send(bruno.client, document, variables)).toEqual({ __typename: "NotFoundError", message: "Alerta não encontrado" });
      expect((await send(company, document, variables)).__typename).toBe("ForbiddenError");
      expect((await send(new Client(server.url), document, variables)).__typename).toBe("AuthenticationError");
    }
    expect(await alertsOf(ana.client)).toMatchObject([{ nome: "Motorista", ativo: true }]);

    // Nor through node(id), nor on Ana's profile, which companies read.
    const node = `query ($id: ID!) { node(id: $id) { id ... on AlertaVaga { nome } } }`;
    for (const other of [bruno.client, company, new Client(server.url)]) expect((await other.graphql(node, { id: alert.id })).data?.node ?? null).toBeNull();
    expect((await ana.client.graphql(node, { id: alert.id })).data.node).toEqual({ id: alert.id, nome: "Motorista" });
    const anaId = (await ana.client.graphql(`{ viewer { candidato { id } } }`)).data.viewer.candidato.id;
    const theirs = `query ($id: ID!) { candidato(id: $id) { nomeCompleto alertasVagas { nome } } }`;
    expect((await company.graphql(theirs, { id: anaId })).data.candidato).toMatchObject({ alertasVagas: null });
  });

  it("answers an id of something else as not found", async () => {
    const { client } = await registerCandidate(server.url);
    const answer = await client.graphql(pause, { id: globalId("AlertaVaga", "nao-existe") });
    expect(answer.data.pausarAlertaVaga).toEqual({ __typename: "NotFoundError", message: "Alerta não encontrado" });
  });
});
