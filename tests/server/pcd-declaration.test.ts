import { GraphQLClient, gql } from "graphql-request";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "../../server/auth/apiKeys.ts";
import { pcdConsent } from "../../shared/pcd.ts";
import { Client } from "../support/client.ts";
import { createJob, globalId, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// A candidate's declaration of disability (sensitive data, LGPD art. 11): saved only with its own
// consent, deleted when the consent goes, and read by a company only on an application to its job.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const save = `mutation ($input: DeclaracaoPcdInput!) {
  salvarDeclaracaoPcd(input: $input) { __typename ... on Error { message } ... on MutationSalvarDeclaracaoPcdSuccess { data { declaracaoPcd { tipos adaptacoes consentimentoVersao consentidoEm } } } }
}`;
const withdraw = `mutation { retirarConsentimentoPcd { __typename ... on MutationRetirarConsentimentoPcdSuccess { data { declaracaoPcd { tipos } } } } }`;
const declaration = { tipos: ["AUDITIVA"], adaptacoes: "Intérprete de Libras nas entrevistas.", consentimento: true, versaoConsentimento: pcdConsent.versao };

async function candidateWithDeclaration() {
  const registered = await registerCandidate(server.url);
  const { data } = await registered.client.graphql(save, { input: declaration });
  expect(data.salvarDeclaracaoPcd.__typename, data.salvarDeclaracaoPcd.message).toBe("MutationSalvarDeclaracaoPcdSuccess");
  const { id } = await server.database.prisma.candidato.findFirstOrThrow({ where: { user: { email: registered.user.email } }, select: { id: true } });
  return { ...registered, candidatoId: id, gid: globalId("Candidato", id) };
}

const rows = (candidatoId: string) => server.database.prisma.declaracaoPcd.count({ where: { candidatoId } });

describe("the declaration and its consent", () => {
  it("is saved with the consent's time and text version, read back by the candidate", async () => {
    const before = Date.now();
    const { client, candidatoId } = await candidateWithDeclaration();
    const { data } = await client.graphql(`{ viewer { candidato { declaracaoPcd { tipos adaptacoes consentimentoVersao consentidoEm } } } consentimentoPcd { versao texto } }`);
    const saved = data.viewer.candidato.declaracaoPcd;
    expect(saved).toMatchObject({ tipos: ["AUDITIVA"], adaptacoes: "Intérprete de Libras nas entrevistas.", consentimentoVersao: pcdConsent.versao });
    expect(new Date(saved.consentidoEm).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(data.consentimentoPcd).toEqual(pcdConsent);
    expect(await rows(candidatoId)).toBe(1);
  });

  it("withdrawn, is deleted at once: the row is gone", async () => {
    const { client, candidatoId } = await candidateWithDeclaration();
    const { data } = await client.graphql(withdraw);
    expect(data.retirarConsentimentoPcd).toEqual({ __typename: "MutationRetirarConsentimentoPcdSuccess", data: { declaracaoPcd: null } });
    expect(await rows(candidatoId)).toBe(0);
    // Twice is harmless.
    expect((await client.graphql(withdraw)).data.retirarConsentimentoPcd.__typename).toBe("MutationRetirarConsentimentoPcdSuccess");
  });

  it("without consent, or with bad input, saves nothing and says why", async () => {
    const { client, user } = await registerCandidate(server.url);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...declaration, consentimento: false }, "Para guardar a declaração, marque o consentimento"],
      [{ ...declaration, versaoConsentimento: "antiga" }, "O texto do consentimento mudou: recarregue a página, leia-o e marque de novo"],
      [{ ...declaration, tipos: [] }, "Escolha ao menos um tipo de deficiência"],
      [{ ...declaration, tipos: ["VISUAL", "VISUAL"] }, "Tipo de deficiência repetido"],
      [{ ...declaration, adaptacoes: "x".repeat(1001) }, "Descreva as adaptações em no máximo 1.000 caracteres"],
    ];
    for (const [input, message] of cases) {
      const { data } = await client.graphql(save, { input });
      expect(data.salvarDeclaracaoPcd).toMatchObject({ __typename: "InvalidInputError", message });
    }
    const wrongEnum = await client.graphql(save, { input: { ...declaration, tipos: ["SURDEZ"] } });
    expect(wrongEnum.errors?.length).toBeGreaterThan(0);
    expect(await server.database.prisma.declaracaoPcd.count({ where: { candidato: { user: { email: user.email } } } })).toBe(0);
  });

  it("is refused to visitors and companies", async () => {
    const visitor = await new Client(server.url).graphql(save, { input: declaration });
    expect(visitor.data.salvarDeclaracaoPcd.__typename).toBe("AuthenticationError");
    const { client } = await registerCompany(server.url);
    const company = await client.graphql(save, { input: declaration });
    expect(company.data.salvarDeclaracaoPcd.__typename).toBe("ForbiddenError");
    expect((await client.graphql(withdraw)).data.retirarConsentimentoPcd).toBeDefined();
  });
});

describe("who sees the declaration", () => {
  const onApplications = `query ($id: ID!) { vaga(id: $id) { candidaturas(first: 10) { edges { node { candidato { nomeCompleto } declaracaoPcd { tipos adaptacoes } } } } } }`;

  it("a company sees it on an application to its job, and nowhere else; another company never", async () => {
    const ana = await candidateWithDeclaration();
    const hiring = (await registerCompany(server.url, { nomeEmpresa: "Contrata Já" })).client;
    const other = (await registerCompany(server.url, { nomeEmpresa: "Outra Empresa" })).client;
    const job = await createJob(hiring, { titulo: "Assistente PcD", pcd: "TAMBEM" });
    const apply = await ana.client.graphql(`mutation ($id: ID!) { applyToVaga(vagaId: $id) { __typename } }`, { id: globalId("Vaga", job.id) });
    expect(apply.data.applyToVaga.__typename).toBe("MutationApplyToVagaSuccess");

    // On the application: GraphQL and REST.
    const applicants = await hiring.graphql(onApplications, { id: globalId("Vaga", job.id) });
    expect(applicants.data.vaga.candidaturas.edges[0].node.declaracaoPcd).toEqual({ tipos: ["AUDITIVA"], adaptacoes: "Intérprete de Libras nas entrevistas." });
    const rest = await hiring.get(`/api/vagas/${job.id}/candidaturas`);
    expect(rest.body[0].declaracaoPcd).toEqual({ tipos: ["AUDITIVA"], adaptacoes: "Intérprete de Libras nas entrevistas." });

    // Not on the profile (node, candidato), not in candidate search: for the hiring company either.
    for (const company of [hiring, other]) {
      const profile = await company.graphql(`query ($id: ID!) { candidato(id: $id) { nomeCompleto declaracaoPcd { tipos } } node(id: $id) { ... on Candidato { declaracaoPcd { tipos } } } }`, { id: ana.gid });
      expect(profile.errors).toBeUndefined();
      expect(profile.data.candidato.declaracaoPcd).toBeNull();
      expect(profile.data.node.declaracaoPcd).toBeNull();
      const found = await company.graphql(`{ candidatos(first: 50) { edges { node { id declaracaoPcd { tipos } } } } }`);
      expect(found.errors).toBeUndefined();
      expect(found.data.candidatos.edges.every((edge: { node: { declaracaoPcd: unknown } }) => edge.node.declaracaoPcd === null)).toBe(true);
      for (const path of [`/api/candidatos/${ana.candidatoId}/profile`, "/api/candidatos"]) {
        expect(JSON.stringify((await company.get(path)).body)).not.toMatch(/Libras|AUDITIVA|declaracaoPcd/);
      }
    }

    // The other company cannot reach the application: its lists are its own, the job's list is null.
    const theirs = await other.graphql(onApplications, { id: globalId("Vaga", job.id) });
    expect(theirs.data.vaga.candidaturas).toBeNull();
    expect((await other.get(`/api/vagas/${job.id}/candidaturas`)).status).toBe(403);
    expect(JSON.stringify((await other.get("/api/empresa/candidaturas")).body)).not.toMatch(/Libras|AUDITIVA/);

    // Withdrawn, the hiring company sees it no more.
    await ana.client.graphql(withdraw);
    const after = await hiring.graphql(onApplications, { id: globalId("Vaga", job.id) });
    expect(after.data.vaga.candidaturas.edges[0].node.declaracaoPcd).toBeNull();
  });

  it("a list of applicants reads their declarations in as many statements for four as for one", async () => {
    const hiring = (await registerCompany(server.url)).client;
    const one = await createJob(hiring, { titulo: "Vaga de um" });
    const four = await createJob(hiring, { titulo: "Vaga de quatro" });
    const applicants = [];
    for (let i = 0; i < 4; i++) applicants.push(await candidateWithDeclaration());
    const apply = `mutation ($id: ID!) { applyToVaga(vagaId: $id) { __typename } }`;
    await applicants[0]!.client.graphql(apply, { id: globalId("Vaga", one.id) });
    for (const applicant of applicants) await applicant.client.graphql(apply, { id: globalId("Vaga", four.id) });
    // The request's own statements: the outbox's polling and the alert sweeps, on their own clocks, are left out
    // (CI once counted one of them in the single applicant's request).
    const count = async (jobId: string) => {
      const before = server.queries.length;
      const { data } = await hiring.graphql(onApplications, { id: globalId("Vaga", jobId) });
      expect(data.vaga.candidaturas.edges.every((edge: { node: { declaracaoPcd: unknown } }) => edge.node.declaracaoPcd !== null)).toBe(true);
      return { rows: data.vaga.candidaturas.edges.length, statements: server.queries.length - before };
    };
    // The first request of a session does more (its lookup, the plans): measured after it.
    await count(one.id);
    const single = await count(one.id);
    const several = await count(four.id);
    expect(single.rows).toBe(1);
    expect(several).toEqual({ rows: 4, statements: single.statements });
  });

  it("the partner API has no declaration, nor any candidate", async () => {
    const { key } = await createApiKey(server.database.prisma, "Portal Parceiro");
    const partner = new GraphQLClient(`${server.url}/graphql`, { headers: { authorization: `Bearer ${key}` } });
    const { __schema } = await partner.request<{ __schema: { types: { name: string }[] } }>(gql`{ __schema { types { name } } }`);
    const names = __schema.types.map((type) => type.name);
    expect(names).not.toContain("DeclaracaoPcd");
    expect(names).not.toContain("Candidato");
    expect(names).not.toContain("Candidatura");
  });
});
