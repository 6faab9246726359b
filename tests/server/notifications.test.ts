import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "../support/client.ts";
import { createJob, globalId, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { startSmtpServer } from "../support/smtp.ts";

// In-app notices: each event tells the right person once, by e-mail too, and
// their open tabs hear of it over server-sent events.

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const publicUrl = "https://vagas.exemplo.com.br";

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ smtpUrl: smtp.url, publicUrl });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const listQuery = `{ viewer { notificacoesNaoLidas } notificacoes(first: 20) { edges { node { id tipo titulo texto link lida } } } }`;
type Notice = { id: string; tipo: string; titulo: string; texto: string | null; link: string; lida: boolean };

async function noticesOf(client: Client): Promise<{ unread: number; notices: Notice[] }> {
  const { data, errors } = await client.graphql(listQuery);
  expect(errors).toBeUndefined();
  return { unread: data.viewer.notificacoesNaoLidas, notices: data.notificacoes.edges.map((edge: { node: Notice }) => edge.node) };
}

async function mutate(client: Client, document: string, variables: Record<string, unknown>) {
  const { data, errors } = await client.graphql(document, variables);
  expect(errors).toBeUndefined();
  const [result] = Object.values(data) as { __typename: string; message?: string }[];
  expect(result!.__typename, result!.message).toMatch(/Success$/);
  return result as { __typename: string; data: any };
}

const apply = async (candidate: Client, vagaId: string): Promise<string> =>
  (await mutate(candidate, `mutation ($vagaId: ID!) { applyToVaga(vagaId: $vagaId) { __typename ... on Error { message } ... on MutationApplyToVagaSuccess { data { viewerCandidatura { id } } } } }`, {
    vagaId: globalId("Vaga", vagaId),
  })).data.viewerCandidatura.id;
const moveDocument = `mutation ($id: ID!, $status: StatusCandidatura!) { changeCandidaturaStatus(id: $id, statusCandidatura: $status) { __typename ... on Error { message } } }`;
const viewDocument = `mutation ($id: ID!) { viewCandidatura(id: $id) { __typename ... on Error { message } } }`;
const withdrawDocument = `mutation ($id: ID!) { withdrawCandidatura(id: $id) { __typename ... on Error { message } } }`;
const interestDocument = `mutation ($candidatoId: ID!, $vagaId: ID) { sendInteresse(candidatoId: $candidatoId, vagaId: $vagaId) { __typename ... on Error { message } ... on MutationSendInteresseSuccess { data { id } } } }`;
const respondDocument = `mutation ($id: ID!, $resposta: StatusInteresse!) { respondInteresse(id: $id, resposta: $resposta) { __typename ... on Error { message } } }`;
const profileViewDocument = `mutation ($candidatoId: ID!) { registrarVisualizacaoPerfil(candidatoId: $candidatoId) { __typename ... on Error { message } } }`;
const readDocument = `mutation ($id: ID!) { marcarNotificacaoLida(id: $id) { __typename ... on Error { message } ... on MutationMarcarNotificacaoLidaSuccess { data { id lida } } } }`;
const readAllDocument = `mutation { marcarTodasNotificacoesLidas { __typename ... on Error { message } ... on MutationMarcarTodasNotificacoesLidasSuccess { data { notificacoesNaoLidas } } } }`;

/** A company with an active job, and a candidate with their profile's global id. */
async function scene(names: { empresa?: string; candidato?: string; vaga?: string } = {}) {
  const company = await registerCompany(server.url, { nomeEmpresa: names.empresa ?? "Metalúrgica Paraná" });
  const candidate = await registerCandidate(server.url, { nomeCompleto: names.candidato ?? "Ana Souza" });
  const job = await createJob(company.client, { titulo: names.vaga ?? "Soldador" });
  const candidatoId = (await candidate.client.get("/api/profile")).body.profile.id as string;
  return { company, candidate, job, candidatoId: globalId("Candidato", candidatoId) };
}

describe("notices of an application", () => {
  it("tell the company of an application and the candidate of each move, once, with one e-mail each", async () => {
    const { company, candidate, job } = await scene({ candidato: "Ana Souza", vaga: "Soldador" });
    const bystander = await registerCandidate(server.url);
    const applicationId = await apply(candidate.client, job.id);

    const toCompany = await noticesOf(company.client);
    expect(toCompany.unread).toBe(1);
    expect(toCompany.notices).toMatchObject([
      { tipo: "CANDIDATURA_RECEBIDA", titulo: "Ana Souza se candidatou à vaga Soldador", link: `/jobs/${job.id}/candidatos`, lida: false },
    ]);
    expect((await noticesOf(candidate.client)).notices).toEqual([]);

    await mutate(company.client, viewDocument, { id: applicationId });
    await mutate(company.client, viewDocument, { id: applicationId });
    await mutate(company.client, moveDocument, { id: applicationId, status: "EM_ANALISE_PELA_EMPRESA" });
    const toCandidate = await noticesOf(candidate.client);
    expect(toCandidate.unread).toBe(2);
    expect(toCandidate.notices).toMatchObject([
      { tipo: "CANDIDATURA_STATUS", titulo: "A empresa Metalúrgica Paraná mudou sua candidatura para Em Análise", texto: "Vaga: Soldador", link: "/candidate/applications" },
      { tipo: "CANDIDATURA_VISUALIZADA", titulo: "A empresa Metalúrgica Paraná visualizou sua candidatura", link: "/candidate/applications" },
    ]);
    // The company's own moves do not notify the company, nor anyone else.
    expect((await noticesOf(company.client)).unread).toBe(1);
    expect((await noticesOf(bystander.client)).notices).toEqual([]);

    const mail = await smtp.next(candidate.user.email);
    expect(mail.subject).toMatch(/^A empresa Metalúrgica Paraná (visualizou|mudou)/);
    expect(mail.text).toContain(`${publicUrl}/candidate/applications`);
    await expect.poll(() => smtp.received.filter((m) => JSON.stringify(m.to).includes(candidate.user.email)).length, { timeout: 15_000 }).toBe(2);
    expect(smtp.received.filter((m) => JSON.stringify(m.to).includes(company.user.email)).map((m) => m.subject)).toEqual([
      "Ana Souza se candidatou à vaga Soldador",
    ]);
    const keys = await server.database.prisma.email.findMany({ where: { to: candidate.user.email }, select: { key: true } });
    const ids = toCandidate.notices.map((notice) => Buffer.from(notice.id, "base64").toString().split(":")[1]);
    expect(keys.map((row) => row.key).sort()).toEqual(ids.map((id) => `notificacao:${id}`).sort());
  });

  it("tell the company when the candidate withdraws", async () => {
    const { company, candidate, job } = await scene({ candidato: "Bruno Lima", vaga: "Torneiro" });
    const applicationId = await apply(candidate.client, job.id);
    await mutate(candidate.client, withdrawDocument, { id: applicationId });
    const { notices } = await noticesOf(company.client);
    expect(notices.map((notice) => [notice.tipo, notice.titulo])).toEqual([
      ["CANDIDATURA_RETIRADA", "Bruno Lima retirou a candidatura à vaga Torneiro"],
      ["CANDIDATURA_RECEBIDA", "Bruno Lima se candidatou à vaga Torneiro"],
    ]);
  });
});

describe("notices of interest and profile views", () => {
  it("tell the candidate of an interest and the company of the answer", async () => {
    const { company, candidate, job, candidatoId } = await scene({ empresa: "Padaria Central", candidato: "Carla Dias", vaga: "Padeiro" });
    const sent = await mutate(company.client, interestDocument, { candidatoId, vagaId: globalId("Vaga", job.id) });
    expect((await noticesOf(candidate.client)).notices).toMatchObject([
      { tipo: "INTERESSE_RECEBIDO", titulo: "A empresa Padaria Central demonstrou interesse em você", texto: "Vaga: Padeiro", link: "/candidate/interests" },
    ]);
    await mutate(candidate.client, respondDocument, { id: sent.data.id, resposta: "RECUSADO" });
    const refused = await candidate.client.graphql(respondDocument, { id: sent.data.id, resposta: "ACEITO" });
    expect(refused.data.respondInteresse.__typename).toBe("ConflictError");
    expect((await noticesOf(company.client)).notices).toMatchObject([
      { tipo: "INTERESSE_RECUSADO", titulo: "Carla Dias recusou seu interesse na vaga Padeiro", link: "/company/interesses" },
    ]);
  });

  it("tell the candidate that a company opened their profile, once a day per company, and only companies count", async () => {
    const { company, candidate, candidatoId } = await scene({ empresa: "Construtora Sul" });
    const other = await registerCompany(server.url, { nomeEmpresa: "Transportes Norte" });
    await mutate(company.client, profileViewDocument, { candidatoId });
    await mutate(company.client, profileViewDocument, { candidatoId });
    await mutate(other.client, profileViewDocument, { candidatoId });
    const refused = await candidate.client.graphql(profileViewDocument, { candidatoId });
    expect(refused.data.registrarVisualizacaoPerfil.__typename).toBe("ForbiddenError");
    const { notices } = await noticesOf(candidate.client);
    expect(notices.map((notice) => notice.titulo)).toEqual([
      "A empresa Transportes Norte visualizou seu perfil",
      "A empresa Construtora Sul visualizou seu perfil",
    ]);
    expect(notices[0]!.link).toBe("/profile/candidate");
  });
});

describe("reading notices", () => {
  it("marks one or all read, only the viewer's own", async () => {
    const { company, candidate, job } = await scene();
    const applicationId = await apply(candidate.client, job.id);
    await mutate(company.client, viewDocument, { id: applicationId });
    await mutate(company.client, moveDocument, { id: applicationId, status: "AVANCANDO_NO_PROCESSO" });
    const [newest, older] = (await noticesOf(candidate.client)).notices;

    // The company cannot read or mark the candidate's notice: not found, as if it did not exist.
    const foreign = await company.client.graphql(readDocument, { id: newest!.id });
    expect(foreign.data.marcarNotificacaoLida).toEqual({ __typename: "NotFoundError", message: "Notificação não encontrada" });
    const peek = await company.client.graphql(`query ($id: ID!) { node(id: $id) { id } }`, { id: newest!.id });
    expect(peek.data.node).toBeNull();
    expect(await noticesOf(candidate.client)).toMatchObject({ unread: 2 });

    expect((await mutate(candidate.client, readDocument, { id: older!.id })).data).toEqual({ id: older!.id, lida: true });
    expect(await noticesOf(candidate.client)).toMatchObject({ unread: 1, notices: [{ lida: false }, { lida: true }] });
    expect((await mutate(candidate.client, readAllDocument, {})).data).toEqual({ notificacoesNaoLidas: 0 });
    expect(await noticesOf(candidate.client)).toMatchObject({ unread: 0, notices: [{ lida: true }, { lida: true }] });
    // The company's own notice is untouched.
    expect(await noticesOf(company.client)).toMatchObject({ unread: 1 });
  });

  it("refuses visitors", async () => {
    const visitor = (await registerCandidate(server.url)).client;
    await visitor.post("/api/logout");
    const { data, errors } = await visitor.graphql(`{ notificacoes(first: 5) { edges { node { id } } } }`);
    expect(data?.notificacoes ?? null).toBeNull();
    expect(errors?.[0]?.message).toBe("Você precisa entrar para continuar");
  });
});

/** A tab's live stream: the counts it receives, as they arrive. */
async function openStream(baseUrl: string, client: Client) {
  const controller = new AbortController();
  const query = `subscription { notificacoes { naoLidas nova { titulo } } }`;
  const response = await fetch(`${baseUrl}/graphql?query=${encodeURIComponent(query)}`, {
    headers: { accept: "text/event-stream", cookie: client.cookie ?? "" },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const updates: { naoLidas: number; nova: { titulo: string } | null }[] = [];
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    const reader = response.body!.getReader();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        buffer += decoder.decode(read.value, { stream: true });
        const events = buffer.split("\n\n");
        buffer = events.pop()!;
        for (const event of events) {
          const data = /^data: (.*)$/m.exec(event)?.[1];
          if (event.startsWith("event: next") && data) updates.push(JSON.parse(data).data.notificacoes);
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    updates,
    /** Resolves when the server ends the stream. */
    ended: reading,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

describe("live updates", () => {
  it("reach the connected tab over server-sent events: the count at once, then each new notice and each read", async () => {
    const { company, candidate, job } = await scene({ empresa: "Loja Azul", vaga: "Vendedor" });
    const applicationId = await apply(candidate.client, job.id);
    const stream = await openStream(server.url, candidate.client);
    const bystander = await openStream(server.url, company.client);
    try {
      await expect.poll(() => stream.updates).toEqual([{ naoLidas: 0, nova: null }]);
      await mutate(company.client, viewDocument, { id: applicationId });
      await expect.poll(() => stream.updates.at(-1)).toEqual({ naoLidas: 1, nova: { titulo: "A empresa Loja Azul visualizou sua candidatura" } });
      await mutate(candidate.client, readAllDocument, {});
      await expect.poll(() => stream.updates.at(-1)).toEqual({ naoLidas: 0, nova: null });
      // The company's stream heard only of its own count (one application received).
      expect(bystander.updates).toEqual([{ naoLidas: 1, nova: null }]);
    } finally {
      await stream.close();
      await bystander.close();
    }
  });

  it("are refused to visitors", async () => {
    const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent("subscription { notificacoes { naoLidas } }")}`, {
      headers: { accept: "text/event-stream" },
    });
    const text = await response.text();
    expect(text).toContain("Você precisa entrar para continuar");
  });
});

describe("a server shutting down", () => {
  it("ends its streams at once, so the deploy does not wait for open tabs (browsers reconnect to another process)", async () => {
    const own = await startTestServer();
    try {
      const candidate = await registerCandidate(own.url);
      const stream = await openStream(own.url, candidate.client);
      await expect.poll(() => stream.updates).toEqual([{ naoLidas: 0, nova: null }]);
      own.drain();
      const ended = await Promise.race([stream.ended.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 3_000))]);
      expect(ended).toBe(true);
    } finally {
      await own.close();
    }
  });
});

describe.runIf(process.env.REDIS_URL)("across server processes through Redis", () => {
  it("a notice made through one process reaches a tab connected to another", async () => {
    const config = { redisUrl: process.env.REDIS_URL, redisPrefix: `notify-test-${randomBytes(4).toString("hex")}:` };
    const first = await startTestServer(config);
    const second = await startTestServer(config, { database: first.database });
    try {
      const company = await registerCompany(first.url, { nomeEmpresa: "Oficina Leste" });
      const candidate = await registerCandidate(first.url);
      const job = await createJob(company.client, { titulo: "Mecânico" });
      const applicationId = await apply(candidate.client, job.id);
      const stream = await openStream(second.url, candidate.client);
      try {
        await expect.poll(() => stream.updates).toEqual([{ naoLidas: 0, nova: null }]);
        await mutate(company.client, viewDocument, { id: applicationId });
        await expect.poll(() => stream.updates.at(-1)).toEqual({ naoLidas: 1, nova: { titulo: "A empresa Oficina Leste visualizou sua candidatura" } });
      } finally {
        await stream.close();
      }
    } finally {
      await second.close();
      await first.close();
    }
  });
});
