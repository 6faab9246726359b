import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "../support/client.ts";
import { registerCandidate, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function createJobFor(userId: string, titulo: string) {
  const empresa = await server.database.prisma.empresa.findUniqueOrThrow({ where: { userId } });
  return server.database.prisma.vaga.create({
    data: {
      empresaId: empresa.id,
      titulo,
      descricao: "Descrição da vaga",
      requisitosObrigatorios: "Experiência com atendimento",
      areaAtuacao: "vendas",
      localizacao: "São Paulo - SP",
      faixaSalarialMin: 2500,
    },
  });
}

describe("company-only operations", () => {
  it("refuses visitors with 401 and candidates with 403", async () => {
    expect((await new Client(server.url).get("/api/empresa/vagas")).status).toBe(401);
    const { client } = await registerCandidate(server.url);
    const response = await client.get("/api/empresa/vagas");
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/apenas empresas/);
  });

  it("lists only the signed-in company's own jobs", async () => {
    const a = await registerCompany(server.url, { nomeEmpresa: "Empresa A" });
    const b = await registerCompany(server.url, { nomeEmpresa: "Empresa B" });
    await createJobFor(a.user.id, "Vendedor Interno");
    await createJobFor(b.user.id, "Analista Financeiro");

    const listA = await a.client.get("/api/empresa/vagas");
    expect(listA.status).toBe(200);
    expect(listA.body.map((job: { titulo: string }) => job.titulo)).toEqual(["Vendedor Interno"]);
    expect(listA.body[0]).toMatchObject({
      statusVaga: "ATIVA",
      nivelVaga: "JUNIOR",
      tipoContrato: "CLT",
      modalidadeTrabalho: "PRESENCIAL",
      faixaSalarialMin: 2500,
      salarioMin: 2500,
      faixaSalarialMax: null,
      numeroPosicoes: 1,
      empresa: { nomeEmpresa: "Empresa A", nome: "Empresa A", logoUrl: null },
      totalCandidaturas: 0,
    });
  });

  it("keeps counts on the company's dashboard to the company itself", async () => {
    const { client, user } = await registerCompany(server.url);
    await createJobFor(user.id, "Caixa");
    const result = await client.graphql("{ viewer { empresa { activeJobCount sentInterestCount receivedApplicationCount } } }");
    expect(result.data.viewer.empresa).toEqual({ activeJobCount: 1, sentInterestCount: 0, receivedApplicationCount: 0 });
  });
});

describe("candidate-only operations", () => {
  it("refuses visitors with 401 and companies with 403", async () => {
    expect((await new Client(server.url).get("/api/candidaturas")).status).toBe(401);
    const { client } = await registerCompany(server.url);
    const response = await client.get("/api/candidaturas");
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/apenas candidatos/);
  });

  it("lists only the signed-in candidate's own applications", async () => {
    const company = await registerCompany(server.url);
    const job = await createJobFor(company.user.id, "Atendente");
    const x = await registerCandidate(server.url, { nomeCompleto: "Xavier Costa" });
    const y = await registerCandidate(server.url, { nomeCompleto: "Yara Nunes" });
    const candidatoX = await server.database.prisma.candidato.findUniqueOrThrow({ where: { userId: x.user.id } });
    await server.database.prisma.candidatura.create({ data: { vagaId: job.id, candidatoId: candidatoX.id, cartaApresentacao: "Olá!" } });

    const mine = await x.client.get("/api/candidaturas");
    expect(mine.status).toBe(200);
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({
      vagaId: job.id,
      statusCandidatura: "ENVIADA",
      cartaApresentacao: "Olá!",
      vaga: { titulo: "Atendente", localizacao: "São Paulo - SP" },
      candidato: { nomeCompleto: "Xavier Costa" },
    });
    expect((await y.client.get("/api/candidaturas")).body).toEqual([]);
  });

  it("counts the candidate's active applications and interests on the dashboard", async () => {
    const { client, user } = await registerCandidate(server.url, { nomeCompleto: "Zé Carlos" });
    const result = await client.graphql("{ viewer { userType empresa { id } candidato { nomeCompleto activeApplicationCount interestCount } } }");
    expect(result.data.viewer).toEqual({
      userType: "CANDIDATO",
      empresa: null,
      candidato: { nomeCompleto: "Zé Carlos", activeApplicationCount: 0, interestCount: 0 },
    });
    expect(user.id).toBeTruthy();
  });
});

describe("unknown API paths", () => {
  it("answers JSON 404 for an unknown /api path and 405 for a wrong method", async () => {
    const client = new Client(server.url);
    const missing = await client.get("/api/nao-existe");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toContain("application/json");
    expect(missing.body).toEqual({ message: "Rota não encontrada" });
    expect((await client.request("DELETE", "/api/user")).status).toBe(405);
  });
});
