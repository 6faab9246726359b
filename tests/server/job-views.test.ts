import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "../support/client.ts";
import { jobOf } from "../support/analytics.ts";
import { globalId, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// What analytics is built from: each application's status history, written with
// every status change, and job page views counted by the page's beacon without
// keeping anything that tells who viewed.

let server: TestServer;
let company: { client: Client; user: { id: string } };

const browser = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const beaconMutation = `mutation ($vagaId: ID!) { registrarVisualizacaoVaga(vagaId: $vagaId) {
  __typename ... on MutationRegistrarVisualizacaoVagaSuccess { data } ... on Error { message } } }`;

beforeAll(async () => {
  // Views are budgeted per client address: each test speaks from addresses of its own.
  server = await startTestServer({ trustProxy: true });
  company = await registerCompany(server.url, { nomeEmpresa: "Cerâmica Vale do Sol" });
});
afterAll(async () => {
  await server?.close();
});

/** The beacon as a browser sends it: with the client's session (if any), user agent and address. */
async function beacon(vagaId: string, { client, userAgent = browser, from = "203.0.113.7" }: { client?: Client; userAgent?: string | null; from?: string } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json", "x-forwarded-for": from };
  if (userAgent !== null) headers["user-agent"] = userAgent;
  if (client?.cookie) headers.cookie = client.cookie;
  const response = await fetch(`${server.url}/graphql`, { method: "POST", headers, body: JSON.stringify({ query: beaconMutation, variables: { vagaId } }) });
  const { data } = await response.json();
  return data.registrarVisualizacaoVaga;
}

const applyDocument = `mutation ($vagaId: ID!) { applyToVaga(vagaId: $vagaId) { ... on MutationApplyToVagaSuccess { data { viewerCandidatura { id } } } } }`;
const viewsOf = async (vagaId: string) => (await server.database.prisma.visualizacaoVaga.findMany({ where: { vagaId }, select: { quantidade: true } })).map((row) => row.quantidade);
const brasiliaToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());

describe("an application's status history", () => {
  it("records each status an application reaches, in the transaction that sets it, and goes with a withdrawn application", async () => {
    const job = await jobOf(company.client, "Auxiliar de Produção");
    const { client: candidate } = await registerCandidate(server.url);
    const applied = await candidate.graphql(applyDocument, { vagaId: job.gid });
    const applicationId: string = applied.data.applyToVaga.data.viewerCandidatura.id;
    const move = (status: string) => company.client.graphql(`mutation ($id: ID!, $s: StatusCandidatura!) { changeCandidaturaStatus(id: $id, statusCandidatura: $s) { __typename } }`, { id: applicationId, s: status });
    const view = () => company.client.graphql(`mutation ($id: ID!) { viewCandidatura(id: $id) { __typename } }`, { id: applicationId });
    await view();
    await view();
    await move("EM_ANALISE_PELA_EMPRESA");
    const refused = await move("CONTRATADO");
    expect(refused.data.changeCandidaturaStatus.__typename).toBe("ConflictError");
    await move("REJEITADA");

    const db = server.database.prisma;
    const row = await db.candidatura.findFirstOrThrow({ where: { vagaId: job.id }, select: { id: true, dataCandidatura: true, updatedAt: true } });
    const history = await db.candidaturaHistorico.findMany({ where: { candidaturaId: row.id }, orderBy: { em: "asc" }, select: { status: true, em: true } });
    // Opened twice, recorded once; the refused move left nothing.
    expect(history.map((step) => step.status)).toEqual(["ENVIADA", "VISUALIZADA_PELA_EMPRESA", "EM_ANALISE_PELA_EMPRESA", "REJEITADA"]);
    expect(history[0]!.em).toEqual(row.dataCandidatura);
    expect(history.at(-1)!.em).toEqual(row.updatedAt);

    const other = await jobOf(company.client, "Auxiliar de Expedição");
    const second = await candidate.graphql(applyDocument, { vagaId: other.gid });
    const secondId = second.data.applyToVaga.data.viewerCandidatura.id;
    const secondRow = (await db.candidatura.findFirstOrThrow({ where: { vagaId: other.id }, select: { id: true } })).id;
    expect(await db.candidaturaHistorico.count({ where: { candidaturaId: secondRow } })).toBe(1);
    const withdrawn = await candidate.graphql(`mutation ($id: ID!) { withdrawCandidatura(id: $id) { __typename } }`, { id: secondId });
    expect(withdrawn.data.withdrawCandidatura.__typename).toBe("MutationWithdrawCandidaturaSuccess");
    expect(await db.candidaturaHistorico.count({ where: { candidaturaId: secondRow } })).toBe(0);
  });
});

describe("job page views", () => {
  it("counts visitors, candidates and other companies, per Brasília day, and not the job's own company", async () => {
    const job = await jobOf(company.client, "Oleiro");
    const { client: candidate } = await registerCandidate(server.url);
    const { client: otherCompany } = await registerCompany(server.url, { nomeEmpresa: "Olaria Concorrente" });
    expect(await beacon(job.gid, { from: "198.51.100.1" })).toEqual({ __typename: "MutationRegistrarVisualizacaoVagaSuccess", data: true });
    expect((await beacon(job.gid, { client: candidate, from: "198.51.100.2" })).data).toBe(true);
    expect((await beacon(job.gid, { client: otherCompany, from: "198.51.100.3" })).data).toBe(true);
    expect((await beacon(job.gid, { client: company.client, from: "198.51.100.4" })).data).toBe(false);
    const rows = await server.database.prisma.visualizacaoVaga.findMany({ where: { vagaId: job.id } });
    expect(rows.map((row) => ({ dia: row.dia.toISOString().slice(0, 10), quantidade: row.quantidade }))).toEqual([{ dia: brasiliaToday(), quantidade: 3 }]);
  });

  it("does not count crawlers, scripts, or a request without a user agent", async () => {
    const job = await jobOf(company.client, "Esmaltador");
    const agents = ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "Mozilla/5.0 (compatible; bingbot/2.0)", "curl/8.5.0", "python-requests/2.32", "node", "", null];
    for (const userAgent of agents) expect((await beacon(job.gid, { userAgent, from: "198.51.100.20" })).data).toBe(false);
    expect(await viewsOf(job.id)).toEqual([]);
  });

  it("counts at most 30 views in 10 minutes from one client network, across jobs", async () => {
    const [first, second] = [await jobOf(company.client, "Forneiro"), await jobOf(company.client, "Prensista")];
    const counted: boolean[] = [];
    for (let i = 0; i < 20; i++) counted.push((await beacon(first.gid, { from: "192.0.2.10" })).data);
    for (let i = 0; i < 12; i++) counted.push((await beacon(second.gid, { from: "192.0.2.10" })).data);
    expect(counted.filter(Boolean)).toHaveLength(30);
    expect(counted.slice(30)).toEqual([false, false]);
    // The addresses of one IPv6 /64 are one client; another IPv4 address is another.
    for (const address of ["2001:db8:1:2::1", "2001:db8:1:2::2"]) for (let i = 0; i < 15; i++) await beacon(first.gid, { from: address });
    expect((await beacon(first.gid, { from: "2001:db8:1:2:ffff::9" })).data).toBe(false);
    expect((await beacon(first.gid, { from: "192.0.2.11" })).data).toBe(true);
    expect(await viewsOf(first.id)).toEqual([20 + 30 + 1]);
    expect(await viewsOf(second.id)).toEqual([10]);
  });

  it("keeps nothing that identifies a visitor: a job, a day and a count", async () => {
    const columns = await server.database.prisma.$queryRaw<{ name: string }[]>`
      SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'VisualizacaoVaga' AND table_schema = current_schema() ORDER BY ordinal_position`;
    expect(columns.map((column) => column.name)).toEqual(["vagaId", "dia", "quantidade"]);
    // The limits' counters name the client's network only, never a job.
    const keys = await server.database.prisma.rateLimiterFlexible.findMany({ where: { key: { startsWith: "views:" } }, select: { key: true } });
    expect(keys.length).toBeGreaterThan(0);
    const jobIds = (await server.database.prisma.vaga.findMany({ select: { id: true } })).map((vaga) => vaga.id);
    expect(keys.filter(({ key }) => jobIds.some((id) => key.includes(id)))).toEqual([]);
  });

  it("answers a job that does not exist as not found, and counts nothing", async () => {
    expect(await beacon(globalId("Vaga", "nao-existe"), { from: "198.51.100.30" })).toEqual({ __typename: "NotFoundError", message: "Vaga não encontrada" });
    const deleted = await jobOf(company.client, "Vaga Apagada");
    await company.client.graphql(`mutation ($id: ID!) { deleteVaga(id: $id) { __typename } }`, { id: deleted.gid });
    expect((await beacon(deleted.gid, { from: "198.51.100.30" })).__typename).toBe("NotFoundError");
    expect(await server.database.prisma.visualizacaoVaga.count({ where: { vagaId: deleted.id } })).toBe(0);
  });
});
