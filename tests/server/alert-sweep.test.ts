import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepAlerts } from "../../server/domain/alertSweep.ts";
import { loadConfig } from "../../server/config.ts";
import type { Database } from "../../server/db/database.ts";
import { createLocalNoticeEvents } from "../../server/events/noticeEvents.ts";
import type { Client } from "../support/client.ts";
import { createTestDatabase } from "../support/database.ts";
import { createJob, globalId, jobPayload, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// What job alerts tell of: a new active job that matches an alert's search,
// once, in one notice per run that opens the search; never a job published
// before the alert or while it was paused, never twice, whatever sweeps race.

let server: TestServer;
let database: Database;
/**
 * The statements the database receives, the sweeps' included (the test server leaves those out of its own list), but
 * not the e-mail outbox's delivery, which a notice's e-mail wakes on its own clock.
 */
const statements: string[] = [];
let company: Client;
let empresaId: string;

beforeAll(async () => {
  database = await createTestDatabase((sql) => void (sql.includes('"Email"') || statements.push(sql)));
  server = await startTestServer({}, { database });
  const registered = await registerCompany(server.url, { nomeEmpresa: "Metalúrgica Paraná" });
  company = registered.client;
  empresaId = (await database.prisma.empresa.findFirstOrThrow({ where: { user: { email: registered.user.email } } })).id;
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const createAlert = `mutation ($input: CriarAlertaVagaInput!) { criarAlertaVaga(input: $input) { __typename ... on Error { message } ... on MutationCriarAlertaVagaSuccess { data { id } } } }`;
const setStatus = `mutation ($id: ID!, $statusVaga: StatusVaga!) { changeVagaStatus(id: $id, statusVaga: $statusVaga) { __typename ... on Error { message } } }`;

async function alert(candidate: Client, nome: string, busca: Record<string, unknown>): Promise<string> {
  const { data } = await candidate.graphql(createAlert, { input: { nome, busca } });
  expect(data.criarAlertaVaga.__typename, data.criarAlertaVaga.message).toBe("MutationCriarAlertaVagaSuccess");
  return data.criarAlertaVaga.data.id;
}

async function mutate(client: Client, document: string, variables: Record<string, unknown>) {
  const { data } = await client.graphql(document, variables);
  const answer = Object.values(data)[0] as { __typename: string; message?: string };
  expect(answer.__typename, answer.message).toMatch(/Success$/);
}

/** Publishes a job as the company does (the request starts a sweep), and waits for that sweep. */
async function publish(overrides: Record<string, unknown>) {
  const job = await createJob(company, overrides);
  await server.alertSweeps.settled();
  return job;
}

/** A job written straight to the database, as another process would, with no sweep started here. */
const insertJob = (titulo: string, overrides: Record<string, unknown> = {}) =>
  database.prisma.vaga.create({ data: { ...jobPayload({ titulo, ...overrides }), empresaId } as never, select: { id: true } });

interface Notice {
  tipo: string;
  titulo: string;
  texto: string | null;
  link: string;
}

async function alertNotices(candidate: Client): Promise<Notice[]> {
  const { data, errors } = await candidate.graphql(`{ notificacoes(first: 50) { edges { node { tipo titulo texto link } } } }`);
  expect(errors).toBeUndefined();
  return data.notificacoes.edges.map((edge: { node: Notice }) => edge.node).filter((notice: Notice) => notice.tipo === "ALERTA_VAGAS");
}

/** What a sweep needs, outside any server: as a third process would run it. */
const sweepContext = () => ({ db: database.prisma, config: loadConfig({ NODE_ENV: "test" }), noticeEvents: createLocalNoticeEvents() });

describe("an alert", () => {
  it("tells of a new job it matches once: not again on a second sweep, an edit, or closing and reopening it", async () => {
    const { client } = await registerCandidate(server.url);
    await alert(client, "Soldador em Curitiba", { texto: "soldador", localizacao: "Curitiba - PR" });
    const job = await publish({ titulo: "Soldador MIG", localizacao: "Curitiba - PR" });

    const expected = [
      {
        tipo: "ALERTA_VAGAS",
        titulo: 'Nova vaga para o alerta "Soldador em Curitiba": Soldador MIG',
        texto: "Empresa: Metalúrgica Paraná",
        link: "/jobs?texto=soldador&localizacao=Curitiba%20-%20PR",
      },
    ];
    expect(await alertNotices(client)).toEqual(expected);

    await server.alertSweeps.sweep({ all: true });
    const jobId = globalId("Vaga", job.id);
    await mutate(company, `mutation ($id: ID!) { updateVaga(id: $id, input: { titulo: "Soldador MIG/MAG" }) { __typename ... on Error { message } } }`, { id: jobId });
    await mutate(company, setStatus, { id: jobId, statusVaga: "ENCERRADA" });
    await mutate(company, setStatus, { id: jobId, statusVaga: "ATIVA" });
    await server.alertSweeps.settled();
    await server.alertSweeps.sweep({ all: true });
    expect(await alertNotices(client)).toEqual(expected);
  });

  it("tells of none of the jobs it does not match, nor of one published before it", async () => {
    const before = await publish({ titulo: "Torneiro Mecânico", localizacao: "Joinville - SC" });
    const { client } = await registerCandidate(server.url);
    await alert(client, "Torneiro em Joinville", { texto: "torneiro", localizacao: "Joinville", modalidadeTrabalho: "PRESENCIAL" });
    await publish({ titulo: "Torneiro Mecânico", localizacao: "Blumenau - SC" });
    await publish({ titulo: "Fresador", localizacao: "Joinville - SC" });
    await publish({ titulo: "Torneiro CNC", localizacao: "Joinville - SC", modalidadeTrabalho: "HIBRIDO" });
    // The job published before the alert, paused and edited, still never counts as new to it.
    await mutate(company, `mutation ($id: ID!) { updateVaga(id: $id, input: { descricao: "Usinagem de peças em torno convencional." }) { __typename } }`, {
      id: globalId("Vaga", before.id),
    });
    await server.alertSweeps.sweep({ all: true });
    expect(await alertNotices(client)).toEqual([]);

    // A city alone matches the cities it begins, as on /jobs.
    await publish({ titulo: "Torneiro Ferramenteiro", localizacao: "Joinville - SC" });
    expect((await alertNotices(client)).map((notice) => notice.titulo)).toEqual(['Nova vaga para o alerta "Torneiro em Joinville": Torneiro Ferramenteiro']);
  });

  it("paused, tells of nothing; resumed, only of jobs published after", async () => {
    const { client } = await registerCandidate(server.url);
    const id = await alert(client, "Caldeireiro", { texto: "caldeireiro" });
    await mutate(client, `mutation ($id: ID!) { pausarAlertaVaga(id: $id) { __typename } }`, { id });
    await publish({ titulo: "Caldeireiro Montador" });
    expect(await alertNotices(client)).toEqual([]);

    await mutate(client, `mutation ($id: ID!) { retomarAlertaVaga(id: $id) { __typename } }`, { id });
    await server.alertSweeps.sweep({ all: true });
    expect(await alertNotices(client)).toEqual([]);
    await publish({ titulo: "Caldeireiro Industrial" });
    expect((await alertNotices(client)).map((notice) => notice.titulo)).toEqual(['Nova vaga para o alerta "Caldeireiro": Caldeireiro Industrial']);
  });

  it("tells of the jobs one sweep finds in one notice, with their titles", async () => {
    const { client } = await registerCandidate(server.url);
    await alert(client, "Pintor", { texto: "pintor", areaAtuacao: "administrativo" });
    for (const titulo of ["Pintor Automotivo", "Pintor de Obras", "Pintor Industrial", "Pintor Letrista"]) await insertJob(titulo);
    await insertJob("Pintor Eletrostático", { areaAtuacao: "engenharia" });
    await server.alertSweeps.sweep();
    expect(await alertNotices(client)).toEqual([
      {
        tipo: "ALERTA_VAGAS",
        titulo: '4 novas vagas para o alerta "Pintor"',
        texto: "Pintor Letrista, Pintor Industrial, Pintor de Obras e mais 1",
        link: "/jobs?texto=pintor&area=administrativo",
      },
    ]);
  });
});

describe("an alert's e-mail", () => {
  it("follows the candidate's choice for alerts: the daily digest by default, or at once", async () => {
    const digest = await registerCandidate(server.url);
    const atOnce = await registerCandidate(server.url);
    const choose = `mutation ($preferencias: [PreferenciaNotificacaoInput!]!) { salvarPreferenciasNotificacao(preferencias: $preferencias) { __typename } }`;
    await mutate(atOnce.client, choose, { preferencias: [{ tipo: "ALERTA_VAGAS", entrega: "IMEDIATO" }] });
    for (const candidate of [digest, atOnce]) await alert(candidate.client, "Ferramenteiro", { texto: "ferramenteiro" });
    await publish({ titulo: "Ferramenteiro de Moldes" });

    const emailOf = async (email: string) => {
      const notice = await database.prisma.notificacao.findFirstOrThrow({ where: { user: { email }, tipo: "ALERTA_VAGAS" } });
      return { waits: notice.aguardaResumo, email: await database.prisma.email.findUnique({ where: { key: `notificacao:${notice.id}` }, select: { to: true, subject: true } }) };
    };
    expect(await emailOf(digest.user.email)).toEqual({ waits: true, email: null });
    expect(await emailOf(atOnce.user.email)).toEqual({
      waits: false,
      email: { to: atOnce.user.email, subject: 'Nova vaga para o alerta "Ferramenteiro": Ferramenteiro de Moldes' },
    });
  });
});

describe("sweeps", () => {
  it("racing, in one process or two, tell of a job once", async () => {
    const { client } = await registerCandidate(server.url);
    await alert(client, "Eletricista", { texto: "eletricista" });
    const second = await startTestServer({}, { database });
    try {
      await insertJob("Eletricista de Manutenção");
      await Promise.all([
        sweepAlerts(sweepContext()),
        sweepAlerts(sweepContext(), { all: true }),
        server.alertSweeps.sweep({ all: true }),
        second.alertSweeps.sweep(),
      ]);
    } finally {
      await second.close();
    }
    expect((await alertNotices(client)).map((notice) => notice.titulo)).toEqual(['Nova vaga para o alerta "Eletricista": Eletricista de Manutenção']);
  });

  it("on a restarted server, tell of what a crash left untold", async () => {
    const { client } = await registerCandidate(server.url);
    await alert(client, "Mecânico", { texto: "mecanico" });
    // Written and committed, and the process gone before any sweep: the next process's start finds it.
    await insertJob("Mecânico de Empilhadeira");
    const restarted = await startTestServer({}, { database });
    try {
      await restarted.alertSweeps.settled();
    } finally {
      await restarted.close();
    }
    expect((await alertNotices(client)).map((notice) => notice.titulo)).toEqual(['Nova vaga para o alerta "Mecânico": Mecânico de Empilhadeira']);
  });

  it("cost the same statements whatever the number of alerts and jobs, plus a fixed few per notice", async () => {
    const { client } = await registerCandidate(server.url);
    // Every alert here stays ahead of the jobs the other tests published, so only this test's jobs are new to them.
    await alert(client, "Vidraceiro", { texto: "vidraceiro", localizacao: "Londrina" });
    const count = async () => {
      await server.alertSweeps.settled();
      const before = statements.length;
      await server.alertSweeps.sweep();
      return statements.length - before;
    };
    await insertJob("Vidraceiro Temperado", { localizacao: "Londrina - PR" });
    const one = await count();
    expect((await alertNotices(client)).length).toBe(1);
    // Nothing new since: one statement, whatever the alerts.
    expect(await count()).toBe(1);

    // Thirty more alerts that match none of the forty jobs, beside one more job for the first.
    const others = [await registerCandidate(server.url), await registerCandidate(server.url)];
    for (let i = 0; i < 30; i++) {
      await alert(others[i % 2]!.client, `Outro ${i}`, { texto: `paleontologo ${i}`, localizacao: i % 3 ? "Maringá - PR" : "Mar" });
    }
    for (let i = 0; i < 39; i++) await insertJob(`Auxiliar de Produção ${i}`, { localizacao: "Maringá - PR" });
    await insertJob("Vidraceiro Box", { localizacao: "Londrina - PR" });
    const many = await count();
    expect(many).toBe(one);

    // Notices: a fixed number of statements each. Three here, then four (one more, for the first alert).
    const matching = [await registerCandidate(server.url), await registerCandidate(server.url), await registerCandidate(server.url)];
    for (const [i, candidate] of matching.entries()) await alert(candidate.client, `Serralheiro ${i}`, { texto: "serralheiro" });
    await insertJob("Serralheiro");
    const three = await count();
    await insertJob("Serralheiro de Esquadrias");
    await insertJob("Vidraceiro de Obras", { localizacao: "Londrina - PR" });
    const four = await count();
    const perNotice = four - three;
    expect(perNotice).toBeGreaterThan(0);
    expect(perNotice).toBeLessThanOrEqual(4);
    expect(three).toBe(one + 2 * perNotice);
    for (const candidate of matching) expect(await alertNotices(candidate.client)).toHaveLength(2);
  });
});
