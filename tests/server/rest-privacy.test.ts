import { afterAll, beforeAll, expect, it } from "vitest";
import type { Client } from "../support/client.ts";
import { createJob, globalId, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// What a company may not see of a candidate is withheld once, on the Pothos
// Candidato type; REST reads through the same schema. Every way a company
// meets a candidate, REST and GraphQL alike, is checked here.

const secrets = { cpf: "52998224725", telefoneSecundario: "1133334444", enderecoRua: "Rua Sigilosa das Flores", enderecoNumero: "4321" };
const leaks = [secrets.cpf, "529.982.247-25", secrets.telefoneSecundario, secrets.enderecoRua, "FEMININO", "Feminino", "01001000"];

let server: TestServer;
let company: Client;
let candidatoId: string;
let jobId: string;
let applicationId: string;

beforeAll(async () => {
  server = await startTestServer();
  const employer = await registerCompany(server.url);
  company = employer.client;
  jobId = (await createJob(company)).id;
  const candidate = await registerCandidate(server.url, { nomeCompleto: "Ana Reservada" });
  const saved = await candidate.client.put("/api/profile", {
    ...secrets,
    genero: "Feminino",
    enderecoCep: "01001000",
    enderecoBairro: "Bairro Discreto",
    enderecoCidade: "São Paulo",
    enderecoEstado: "SP",
    telefonePrincipal: "11987654321",
    areaInteresse: "administrativo",
  });
  expect(saved.body.profile).toMatchObject({ cpf: secrets.cpf, genero: "Feminino", enderecoRua: secrets.enderecoRua });
  candidatoId = saved.body.profile.id;
  applicationId = (await candidate.client.post("/api/candidaturas", { vagaId: jobId })).body.id;
  expect((await company.post("/api/interesse", { candidatoId, vagaId: jobId, mensagem: "Olá" })).status).toBe(201);
});

afterAll(async () => {
  await server?.close();
});

const leaked = (body: unknown) => leaks.filter((secret) => JSON.stringify(body).includes(secret)).concat(JSON.stringify(body).includes("Bairro Discreto") ? ["bairro"] : []);

it("never sends a company the CPF, street address, secondary phone or gender through REST", async () => {
  const answers = [
    await company.get(`/api/vagas/${jobId}/candidaturas`),
    await company.get("/api/empresa/candidaturas"),
    await company.get("/api/empresa/interesses"),
    await company.get("/api/candidatos?search=Reservada"),
    await company.get(`/api/candidatos/${candidatoId}/profile`),
    await company.post(`/api/candidaturas/${applicationId}/visualizar`),
    await company.put(`/api/candidaturas/${applicationId}/status`, { statusCandidatura: "EM_ANALISE_PELA_EMPRESA" }),
  ];
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    // The candidate is there (the check below would pass on an empty answer otherwise)...
    expect(JSON.stringify(answer.body)).toContain("Reservada");
    // ...without what is theirs alone.
    expect(leaked(answer.body)).toEqual([]);
  }
});

it("never sends a company the same fields through GraphQL, however it asks", async () => {
  const privateFields = "cpf genero telefoneSecundario enderecoCep enderecoRua enderecoNumero enderecoBairro completude";
  const result = await company.graphql(
    `query ($id: ID!, $vaga: ID!) {
      candidato(id: $id) { nomeCompleto ${privateFields} }
      candidatos(filtros: { texto: "Reservada" }, first: 5) { edges { node { nomeCompleto ${privateFields} } } }
      vaga(id: $vaga) { candidaturas(first: 5) { edges { node { candidato { nomeCompleto ${privateFields} } } } } }
      viewer { empresa { interessesEnviados(first: 5) { edges { node { candidato { nomeCompleto ${privateFields} } } } } } }
    }`,
    { id: globalId("Candidato", candidatoId), vaga: globalId("Vaga", jobId) },
  );
  expect(result.errors).toBeUndefined();
  expect(result.data.candidato).toMatchObject({ nomeCompleto: "Ana Reservada", cpf: null, genero: null, enderecoRua: null, telefoneSecundario: null });
  expect(JSON.stringify(result.data)).toContain("Ana Reservada");
  expect(leaked(result.data)).toEqual([]);
});
