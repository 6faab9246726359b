import { GraphQLClient } from "graphql-request";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "../../server/auth/apiKeys.ts";
import { addApplication, analyticsOf, analyticsQuery, jobOf, setViews } from "../support/analytics.ts";
import { Client } from "../support/client.ts";
import { globalId, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// A company's analytics over a history built with fixed timestamps: the numbers
// a company reads must be exactly those the history implies.

let server: TestServer;
let company: Client;
let jobs: { lead: { id: string; gid: string }; other: { id: string; gid: string } };

const hour = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000).toISOString();
const day = 24;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.prisma;
  company = (await registerCompany(server.url, { nomeEmpresa: "Laticínios Serra Azul" })).client;
  jobs = { lead: await jobOf(company, "Técnico de Laticínios"), other: await jobOf(company, "Motorista de Entregas") };
  const a = "2026-03-02T12:00:00.000Z";
  const b = "2026-03-03T12:00:00.000Z";
  const c = "2026-03-04T12:00:00.000Z";
  const d = "2026-03-05T12:00:00.000Z";
  const e = "2026-03-06T12:00:00.000Z";
  // A is hired; B rejected after a look; C moved straight to analysis (no VISUALIZADA step);
  // D is still unseen; E was seen and waits. Stays: 2h, 4h, 6h and 8h before the first look.
  await addApplication(db, jobs.lead.id, [["ENVIADA", a], ["VISUALIZADA_PELA_EMPRESA", hour(a, 2)], ["EM_ANALISE_PELA_EMPRESA", hour(a, 2 + day)], ["AVANCANDO_NO_PROCESSO", hour(a, 2 + 4 * day)], ["APROVADA", hour(a, 2 + 6 * day)], ["CONTRATADO", hour(a, 2 + 7 * day)]]);
  await addApplication(db, jobs.lead.id, [["ENVIADA", b], ["VISUALIZADA_PELA_EMPRESA", hour(b, 4)], ["REJEITADA", hour(b, 4 + day)]]);
  await addApplication(db, jobs.lead.id, [["ENVIADA", c], ["EM_ANALISE_PELA_EMPRESA", hour(c, 6)], ["AVANCANDO_NO_PROCESSO", hour(c, 6 + day)]]);
  await addApplication(db, jobs.lead.id, [["ENVIADA", d]]);
  await addApplication(db, jobs.lead.id, [["ENVIADA", e], ["VISUALIZADA_PELA_EMPRESA", hour(e, 8)]]);
  // 23:30 on 31 March in Brasília: inside a March period, though it is April in UTC.
  await addApplication(db, jobs.other.id, [["ENVIADA", "2026-04-01T02:30:00.000Z"]]);
  // 23:00 on 28 February in Brasília: outside, though it is March in UTC.
  await addApplication(db, jobs.lead.id, [["ENVIADA", "2026-03-01T02:00:00.000Z"], ["REJEITADA", "2026-03-02T02:00:00.000Z"]]);
  await setViews(db, jobs.lead.id, { "2026-02-28": 100, "2026-03-01": 10, "2026-03-15": 30, "2026-04-01": 100 });
  await setViews(db, jobs.other.id, { "2026-03-31": 10 });
  // Another company's job and its numbers count for nobody else.
  const rival = (await registerCompany(server.url, { nomeEmpresa: "Queijaria Rival" })).client;
  const rivalJob = await jobOf(rival, "Técnico de Laticínios");
  await addApplication(db, rivalJob.id, [["ENVIADA", a], ["VISUALIZADA_PELA_EMPRESA", hour(a, 1)]]);
  await setViews(db, rivalJob.id, { "2026-03-10": 50 });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const seconds = (hours: number) => hours * 3600;

describe("a company's analytics", () => {
  it("counts the funnel, the stays in each stage and the time to the first look of one job", async () => {
    const result = await analyticsOf(company, "2026-03-01", "2026-03-31", jobs.lead.gid);
    expect(result.__typename).toBe("QueryAnaliseVagasSuccess");
    const analytics = result.data;
    expect({ views: analytics.visualizacoes, applications: analytics.candidaturas, conversion: analytics.conversao }).toEqual({ views: 40, applications: 5, conversion: 0.125 });
    expect(analytics.funil).toEqual([
      { status: "ENVIADA", candidaturas: 5, medianaSegundos: seconds(5), saidas: 4 },
      { status: "VISUALIZADA_PELA_EMPRESA", candidaturas: 4, medianaSegundos: seconds(day), saidas: 2 },
      { status: "EM_ANALISE_PELA_EMPRESA", candidaturas: 2, medianaSegundos: seconds(2 * day), saidas: 2 },
      { status: "AVANCANDO_NO_PROCESSO", candidaturas: 2, medianaSegundos: seconds(2 * day), saidas: 1 },
      { status: "APROVADA", candidaturas: 1, medianaSegundos: seconds(day), saidas: 1 },
      { status: "CONTRATADO", candidaturas: 1, medianaSegundos: null, saidas: 0 },
    ]);
    expect(analytics.rejeitadas).toBe(1);
    expect({ median: analytics.medianaPrimeiraVisualizacaoSegundos, looked: analytics.visualizadasPelaEmpresa }).toEqual({ median: seconds(5), looked: 4 });
  });

  it("adds up every job of the company, and none of another's", async () => {
    const { data } = await analyticsOf(company, "2026-03-01", "2026-03-31");
    expect({ views: data.visualizacoes, applications: data.candidaturas, conversion: data.conversao }).toEqual({ views: 50, applications: 6, conversion: 0.12 });
    expect(data.funil.map((stage: { candidaturas: number }) => stage.candidaturas)).toEqual([6, 4, 2, 2, 1, 1]);
    expect(data.dias).toHaveLength(31);
    const days = Object.fromEntries(data.dias.map((entry: { dia: string; visualizacoes: number; candidaturas: number }) => [entry.dia, [entry.visualizacoes, entry.candidaturas]]));
    expect(days["2026-03-01"]).toEqual([10, 0]);
    expect(days["2026-03-02"]).toEqual([0, 1]);
    expect(days["2026-03-10"]).toEqual([0, 0]);
    expect(days["2026-03-31"]).toEqual([10, 1]);
  });

  it("takes both ends of the period as whole days in Brasília", async () => {
    const db = server.database.prisma;
    const { client } = await registerCompany(server.url, { nomeEmpresa: "Horário de Brasília" });
    const job = await jobOf(client, "Operador de Caixa");
    for (const sent of ["2026-03-10T02:59:59.000Z", "2026-03-10T03:00:00.000Z", "2026-03-11T02:59:59.999Z", "2026-03-11T03:00:00.000Z"]) {
      await addApplication(db, job.id, [["ENVIADA", sent]]);
    }
    await setViews(db, job.id, { "2026-03-09": 3, "2026-03-10": 7, "2026-03-11": 5 });
    const { data } = await analyticsOf(client, "2026-03-10", "2026-03-10");
    expect(data).toMatchObject({ de: "2026-03-10", ate: "2026-03-10", visualizacoes: 7, candidaturas: 2, dias: [{ dia: "2026-03-10", visualizacoes: 7, candidaturas: 2 }] });
    const empty = await analyticsOf(client, "2026-05-01", "2026-05-03");
    expect(empty.data).toMatchObject({ visualizacoes: 0, candidaturas: 0, conversao: null, medianaPrimeiraVisualizacaoSegundos: null, rejeitadas: 0 });
    expect(empty.data.funil.every((stage: { candidaturas: number }) => stage.candidaturas === 0)).toBe(true);
  });
});

describe("who reads a company's analytics", () => {
  it("refuses visitors and candidates, and finds no job of another company", async () => {
    expect(await analyticsOf(new Client(server.url), "2026-03-01", "2026-03-31")).toEqual({ __typename: "AuthenticationError", message: "Você precisa entrar para continuar" });
    const { client: candidate } = await registerCandidate(server.url);
    expect(await analyticsOf(candidate, "2026-03-01", "2026-03-31")).toEqual({ __typename: "ForbiddenError", message: "Acesso negado: apenas empresas podem fazer isso" });
    const { client: other } = await registerCompany(server.url, { nomeEmpresa: "Curiosa Ltda" });
    expect(await analyticsOf(other, "2026-03-01", "2026-03-31", jobs.lead.gid)).toEqual({ __typename: "NotFoundError", message: "Vaga não encontrada" });
    expect(await analyticsOf(company, "2026-03-01", "2026-03-31", globalId("Vaga", "nao-existe"))).toEqual({ __typename: "NotFoundError", message: "Vaga não encontrada" });
    // Its own numbers are its own: nothing of the first company's jobs.
    expect((await analyticsOf(other, "2026-03-01", "2026-03-31")).data).toMatchObject({ visualizacoes: 0, candidaturas: 0 });
  });

  it("is not in the partners' schema", async () => {
    const { key } = await createApiKey(server.database.prisma, "Portal Parceiro");
    const partner = new GraphQLClient(`${server.url}/graphql`, { headers: { authorization: `Bearer ${key}` } });
    // A period no visitor asked for: the response cache files visitors' and partners' answers together.
    const refused = await partner.request(analyticsQuery, { de: "2026-04-01", ate: "2026-04-30" }).then(
      () => null,
      (error: { response: { errors: { message: string }[] } }) => error.response.errors.map((e) => e.message),
    );
    expect(refused).toContain('Cannot query field "analiseVagas" on type "Query".');
  });

  it("refuses a bad period with a message under the field", async () => {
    const cases: [string, string, string[], string][] = [
      ["2026-03-31", "2026-03-01", ["de"], "A data inicial não pode ser depois da data final"],
      ["2025-01-01", "2026-03-01", ["de"], "Escolha um período de no máximo 366 dias"],
      ["2026-02-30", "2026-03-01", ["de"], "Data inicial inválida"],
      ["2026-03-01", "2999-01-01", ["ate"], "A data final não pode ser depois de hoje"],
    ];
    for (const [de, ate, path, message] of cases) {
      expect(await analyticsOf(company, de, ate)).toMatchObject({ __typename: "InvalidInputError", fieldErrors: [{ path, message }] });
    }
    expect(await analyticsOf(company, "01/03/2026", "2026-03-31")).toEqual({ errors: [expect.stringContaining("Date deve ser uma data AAAA-MM-DD")] });
    expect((await analyticsOf(company, "2025-03-01", "2026-03-01")).__typename).toBe("QueryAnaliseVagasSuccess");
  });

  it("reads a fixed number of statements, however many jobs the company has", async () => {
    const db = server.database.prisma;
    const { client } = await registerCompany(server.url, { nomeEmpresa: "Contagem de Consultas" });
    const statementsFor = async (vagaId?: string) => {
      const before = server.queries.length;
      const result = await analyticsOf(client, "2026-03-01", "2026-03-31", vagaId);
      expect(result.__typename).toBe("QueryAnaliseVagasSuccess");
      return server.queries.length - before;
    };
    const first = await jobOf(client, "Vaga 0");
    await addApplication(db, first.id, [["ENVIADA", "2026-03-05T12:00:00.000Z"], ["VISUALIZADA_PELA_EMPRESA", "2026-03-05T13:00:00.000Z"]]);
    const withOne = await statementsFor();
    const withOneJob = await statementsFor(first.gid);
    for (let i = 1; i <= 20; i++) {
      const job = await jobOf(client, `Vaga ${i}`);
      await addApplication(db, job.id, [["ENVIADA", "2026-03-06T12:00:00.000Z"], ["EM_ANALISE_PELA_EMPRESA", "2026-03-07T12:00:00.000Z"]]);
      await setViews(db, job.id, { "2026-03-06": i });
    }
    expect(await statementsFor()).toBe(withOne);
    expect(await statementsFor(first.gid)).toBe(withOneJob);
    // The session, then the series and the pipeline; with a job, its owner first.
    expect(withOneJob).toBe(withOne + 1);
    expect(withOne).toBeLessThanOrEqual(3);
  });
});
