import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationTransitions } from "../../shared/pipeline.ts";
import type { StatusCandidatura } from "../../server/db/generated/prisma/enums.ts";
import { Client } from "../support/client.ts";
import { createJob, globalId, jobPayload, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function applicationIn(status: StatusCandidatura) {
  const company = await registerCompany(server.url);
  const job = await createJob(company.client);
  const candidate = await registerCandidate(server.url);
  const applied = await candidate.client.post("/api/candidaturas", { vagaId: job.id });
  const id = applied.body.id as string;
  if (status !== "ENVIADA") await server.database.prisma.candidatura.update({ where: { id }, data: { statusCandidatura: status } });
  return { company, candidate, job, id };
}

const allStatuses = Object.keys(applicationTransitions) as StatusCandidatura[];

describe("application pipeline", () => {
  const pairs = allStatuses.flatMap((from) => allStatuses.map((to) => [from, to] as const));

  it.each(pairs.filter(([from, to]) => applicationTransitions[from].includes(to)))("allows %s -> %s", async (from, to) => {
    const { company, candidate, id } = await applicationIn(from);
    const before = (await server.database.prisma.candidatura.findUniqueOrThrow({ where: { id } })).updatedAt;
    const response = await company.client.put(`/api/candidaturas/${id}/status`, { statusCandidatura: to });
    expect(response.status).toBe(200);
    expect(response.body.statusCandidatura).toBe(to);
    const mine = (await candidate.client.get("/api/candidaturas")).body[0];
    expect(mine.statusCandidatura).toBe(to);
    expect(new Date(mine.updatedAt).getTime()).toBeGreaterThanOrEqual(before.getTime());
  });

  it.each(
    pairs.filter(([from, to]) => !applicationTransitions[from].includes(to) && !from.endsWith("_PELA_EMPRESA") && !to.endsWith("_PELA_EMPRESA")),
  )("refuses %s -> %s", async (from, to) => {
    const { company, id } = await applicationIn(from);
    const response = await company.client.put(`/api/candidaturas/${id}/status`, { statusCandidatura: to });
    expect(response.status).toBe(409);
    expect((await server.database.prisma.candidatura.findUniqueOrThrow({ where: { id } })).statusCandidatura).toBe(from);
  });

  it("marks an application Visualizada the first time the company opens it (a POST, never a GET), and only then", async () => {
    const { company, candidate, id } = await applicationIn("ENVIADA");
    expect((await company.client.get(`/api/candidaturas/${id}`)).status).toBe(405);
    expect((await candidate.client.get("/api/candidaturas")).body[0].statusCandidatura).toBe("ENVIADA");
    expect((await company.client.post(`/api/candidaturas/${id}/visualizar`)).body.statusCandidatura).toBe("VISUALIZADA_PELA_EMPRESA");
    expect((await candidate.client.get("/api/candidaturas")).body[0].statusCandidatura).toBe("VISUALIZADA_PELA_EMPRESA");
    await company.client.put(`/api/candidaturas/${id}/status`, { statusCandidatura: "EM_ANALISE_PELA_EMPRESA" });
    expect((await company.client.post(`/api/candidaturas/${id}/visualizar`)).body.statusCandidatura).toBe("EM_ANALISE_PELA_EMPRESA");
  });

  it("moves applications through GraphQL with global ids", async () => {
    const { company, id } = await applicationIn("ENVIADA");
    const result = await company.client.graphql(
      `mutation ($id: ID!) { changeCandidaturaStatus(id: $id, statusCandidatura: APROVADA) { __typename ... on MutationChangeCandidaturaStatusSuccess { data { statusCandidatura } } } }`,
      { id: globalId("Candidatura", id) },
    );
    expect(result.data.changeCandidaturaStatus.data.statusCandidatura).toBe("APROVADA");
  });

  it("keeps one result when 10 status changes of one application race", async () => {
    const { company, id } = await applicationIn("ENVIADA");
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => company.client.put(`/api/candidaturas/${id}/status`, { statusCandidatura: "EM_ANALISE_PELA_EMPRESA" })),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(9);
  });
});

describe("withdrawing", () => {
  it("withdraws an ENVIADA application after which the counts agree", async () => {
    const { candidate, company, job, id } = await applicationIn("ENVIADA");
    expect((await candidate.client.delete(`/api/candidaturas/${id}`)).status).toBe(200);
    expect((await candidate.client.get("/api/candidaturas")).body).toEqual([]);
    expect((await company.client.get(`/api/vagas/${job.id}/candidaturas`)).body).toEqual([]);
    const counts = await candidate.client.graphql("{ viewer { candidato { activeApplicationCount candidaturas(first: 5) { totalCount } } } }");
    expect(counts.data.viewer.candidato).toEqual({ activeApplicationCount: 0, candidaturas: { totalCount: 0 } });
  });

  it.each(["VISUALIZADA_PELA_EMPRESA", "EM_ANALISE_PELA_EMPRESA", "APROVADA", "REJEITADA"] as const)("refuses to withdraw a %s application", async (status) => {
    const { candidate, id } = await applicationIn(status);
    const response = await candidate.client.delete(`/api/candidaturas/${id}`);
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/só é possível retirar uma candidatura enquanto ela está enviada/);
  });

  it("nobody else can withdraw it", async () => {
    const { id } = await applicationIn("ENVIADA");
    const other = await registerCandidate(server.url);
    expect((await other.client.delete(`/api/candidaturas/${id}`)).status).toBe(404);
    const company = await registerCompany(server.url);
    expect((await company.client.delete(`/api/candidaturas/${id}`)).status).toBe(403);
    expect(await server.database.prisma.candidatura.count({ where: { id } })).toBe(1);
  });

  it("keeps one result when 10 withdrawals race, and when a withdrawal races the company opening it", async () => {
    const first = await applicationIn("ENVIADA");
    const responses = await Promise.all(Array.from({ length: 10 }, () => first.candidate.client.delete(`/api/candidaturas/${first.id}`)));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await server.database.prisma.candidatura.count({ where: { id: first.id } })).toBe(0);

    const second = await applicationIn("ENVIADA");
    const [withdrawn, opened] = await Promise.all([
      second.candidate.client.delete(`/api/candidaturas/${second.id}`),
      second.company.client.post(`/api/candidaturas/${second.id}/visualizar`),
    ]);
    const row = await server.database.prisma.candidatura.findUnique({ where: { id: second.id } });
    // Either the withdrawal won (no row, the company's read fails) or the view did (the row stays, Visualizada).
    if (withdrawn.status === 200) expect(row).toBeNull();
    else expect(row?.statusCandidatura).toBe("VISUALIZADA_PELA_EMPRESA");
    expect([200, 404]).toContain(opened.status);
  });
});

describe("ownership of applications", () => {
  it("company B reads and changes nothing of company A's applicants", async () => {
    const { job, id } = await applicationIn("ENVIADA");
    const b = await registerCompany(server.url);
    expect((await b.client.get(`/api/vagas/${job.id}/candidaturas`)).status).toBe(403);
    expect((await b.client.put(`/api/candidaturas/${id}/status`, { statusCandidatura: "APROVADA" })).status).toBe(404);
    expect((await b.client.post(`/api/candidaturas/${id}/visualizar`)).status).toBe(404);
    expect((await b.client.get("/api/empresa/candidaturas")).body).toEqual([]);
    const gql = await b.client.graphql(`query ($id: ID!) { vaga(id: $id) { titulo candidaturas(first: 5) { totalCount } } }`, { id: globalId("Vaga", job.id) });
    expect(gql).toEqual({ data: { vaga: { titulo: job.titulo, candidaturas: null } } });
  });

  it("the job's company sees its applicants with public candidate data only", async () => {
    const { company, job } = await applicationIn("ENVIADA");
    const applicants = (await company.client.get(`/api/vagas/${job.id}/candidaturas`)).body;
    expect(applicants).toHaveLength(1);
    expect(applicants[0].candidato).toMatchObject({ nomeCompleto: "Maria Oliveira", email: expect.stringContaining("@") });
    expect(applicants[0].candidato).not.toHaveProperty("cpf");
    expect((await company.client.get("/api/empresa/candidaturas")).body).toHaveLength(1);
  });
});

describe("interests", () => {
  async function setup() {
    const company = await registerCompany(server.url, { nomeEmpresa: "Agência Norte" });
    const job = await createJob(company.client, { titulo: "Designer Gráfico", areaAtuacao: "design" });
    const candidate = await registerCandidate(server.url);
    const profile = (await candidate.client.get("/api/profile")).body.profile;
    return { company, job, candidate, candidatoId: profile.id as string };
  }

  it("a company sends one interest per candidate and job; the candidate refuses it, once", async () => {
    const { company, job, candidate, candidatoId } = await setup();
    const sent = await company.client.post("/api/interesse", { candidatoId, vagaId: job.id, mensagem: "Gostamos do seu portfólio!" });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ status: "PENDENTE", statusInteresse: "PENDENTE", vaga: { titulo: "Designer Gráfico" }, empresa: { nomeEmpresa: "Agência Norte" } });
    const again = await company.client.post("/api/interesse", { candidatoId, vagaId: job.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Você já demonstrou interesse neste candidato para esta vaga");

    const received = (await candidate.client.get("/api/candidato/interesses")).body;
    expect(received).toHaveLength(1);
    const refused = await candidate.client.put(`/api/interesse/${received[0].id}/recusar`);
    expect(refused.status).toBe(200);
    expect(refused.body.status).toBe("RECUSADO");
    const twice = await candidate.client.put(`/api/interesse/${received[0].id}/aceitar`);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("Esta oferta já foi recusada");
    expect((await company.client.get("/api/empresa/interesses")).body[0].status).toBe("RECUSADO");
  });

  it("needs a job, one of the company's own active ones", async () => {
    const { candidatoId } = await setup();
    const other = await registerCompany(server.url);
    const missing = await other.client.post("/api/interesse", { candidatoId, vagaId: "", mensagem: "Olá" });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors[0]).toEqual({ path: ["vagaId"], message: "Selecione uma vaga para demonstrar interesse" });
    const { job } = await setup();
    const notMine = await other.client.post("/api/interesse", { candidatoId, vagaId: job.id });
    expect(notMine.status).toBe(400);
  });

  it("only the candidate answers; candidates cannot send interests", async () => {
    const { company, job, candidate, candidatoId } = await setup();
    const sent = await company.client.post("/api/interesse", { candidatoId, vagaId: job.id });
    const stranger = await registerCandidate(server.url);
    expect((await stranger.client.put(`/api/interesse/${sent.body.id}/recusar`)).status).toBe(404);
    expect((await company.client.put(`/api/interesse/${sent.body.id}/recusar`)).status).toBe(403);
    expect((await candidate.client.post("/api/interesse", { candidatoId, vagaId: job.id })).status).toBe(403);
    const gql = await stranger.client.graphql(`query ($id: ID!) { node(id: $id) { ... on Interesse { mensagem } } }`, { id: globalId("Interesse", sent.body.id) });
    expect(gql.data?.node ?? null).toBeNull();
    const accepted = await candidate.client.graphql(
      `mutation ($id: ID!) { respondInteresse(id: $id, resposta: ACEITO) { __typename ... on MutationRespondInteresseSuccess { data { status } } } }`,
      { id: globalId("Interesse", sent.body.id) },
    );
    expect(accepted.data.respondInteresse.data.status).toBe("ACEITO");
  });
});

describe("dashboard counts and lists", () => {
  it("agree with the rows for both sides", async () => {
    const company = await registerCompany(server.url);
    const candidate = await registerCandidate(server.url);
    const candidatoId = (await candidate.client.get("/api/profile")).body.profile.id;
    for (let i = 0; i < 7; i++) {
      const job = await createJob(company.client, { titulo: `Vaga ${i}` });
      await candidate.client.post("/api/candidaturas", { vagaId: job.id });
      if (i < 4) await company.client.post("/api/interesse", { candidatoId, vagaId: job.id });
    }
    const mine = await candidate.client.graphql(`{ viewer { candidato {
      activeApplicationCount interestCount
      candidaturas(first: 5) { totalCount edges { node { vaga { titulo } } } }
      interessesRecebidos(first: 3) { totalCount edges { node { status } } }
    } } }`);
    const c = mine.data.viewer.candidato;
    expect(c.activeApplicationCount).toBe(7);
    expect(c.interestCount).toBe(4);
    expect(c.candidaturas.totalCount).toBe(7);
    expect(c.candidaturas.edges).toHaveLength(5);
    expect(c.candidaturas.edges[0].node.vaga.titulo).toBe("Vaga 6");
    expect(c.interessesRecebidos.edges).toHaveLength(3);

    const theirs = await company.client.graphql(`{ viewer { empresa {
      receivedApplicationCount sentInterestCount activeJobCount
      candidaturasRecebidas(first: 2) { totalCount edges { node { candidato { nomeCompleto } } } }
      interessesEnviados(first: 2) { totalCount edges { node { status } } }
    } } }`);
    const e = theirs.data.viewer.empresa;
    expect(e).toMatchObject({ receivedApplicationCount: 7, sentInterestCount: 4, activeJobCount: 7 });
    expect(e.candidaturasRecebidas.totalCount).toBe(7);
    expect(e.candidaturasRecebidas.edges).toHaveLength(2);
    expect(e.interessesEnviados.totalCount).toBe(4);
    expect(e.interessesEnviados.edges).toHaveLength(2);
  });
});

describe("a company's dashboard", () => {
  it("counts its active jobs apart from its list of every job, and reads the list with the company", async () => {
    const company = await registerCompany(server.url, { nomeEmpresa: "Serralheria Norte" });
    const candidate = await registerCandidate(server.url);
    const open = await createJob(company.client, { titulo: "Soldador" });
    const paused = await createJob(company.client, { titulo: "Caldeireiro" });
    await candidate.client.post("/api/candidaturas", { vagaId: open.id });
    await candidate.client.post("/api/candidaturas", { vagaId: paused.id });
    expect((await company.client.put(`/api/vagas/${paused.id}`, { statusVaga: "PAUSADA" })).status).toBe(200);

    const before = server.queries.length;
    const { data } = await company.client.graphql(`{ viewer { email empresa {
      nomeEmpresa activeJobCount receivedApplicationCount sentInterestCount
      candidaturasRecebidas(first: 2) { edges { node { id } } }
      interessesEnviados(first: 2) { edges { node { id } } }
      vagas(first: 20) { totalCount edges { node { titulo candidaturaCount } } }
    } } }`);
    const statements = server.queries.slice(before);
    expect(data.viewer.empresa).toMatchObject({ activeJobCount: 1, receivedApplicationCount: 2, sentInterestCount: 0 });
    expect(data.viewer.empresa.vagas.totalCount).toBe(2);
    expect(data.viewer.empresa.vagas.edges.map((e: { node: { titulo: string } }) => e.node.titulo)).toEqual(["Caldeireiro", "Soldador"]);
    // The session; the company with its lists and the counts Prisma keeps in it; the tiles' two counts; the applications received.
    expect(statements).toHaveLength(4);
  });

  it("counts again after each change when one operation publishes two jobs", async () => {
    const company = await registerCompany(server.url, { nomeEmpresa: "Serralheria Sul" });
    const publish = (alias: string) =>
      `${alias}: createVaga(input: $input) { __typename ... on MutationCreateVagaSuccess { data { empresa { activeJobCount } } } }`;
    const { data, errors } = await company.client.graphql(`mutation ($input: VagaInput!) { ${publish("first")} ${publish("second")} }`, {
      input: jobPayload({ titulo: "Soldador" }),
    });
    expect(errors).toBeUndefined();
    expect([data.first.data.empresa.activeJobCount, data.second.data.empresa.activeJobCount]).toEqual([1, 2]);
  });
});

describe("visitors", () => {
  it("read none of the hiring loop", async () => {
    const visitor = new Client(server.url);
    for (const path of ["/api/candidaturas", "/api/empresa/candidaturas", "/api/empresa/interesses", "/api/candidato/interesses"]) {
      expect((await visitor.get(path)).status).toBe(401);
    }
  });
});
