import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJob, globalId, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

// What the interest dialog asks for: the company's jobs, each saying whether it was already used for this candidate.
const dialogJobs = `query ($candidatoId: ID!) { viewer { empresa { vagas(first: 50) { edges { node {
  titulo interesseEnviado(candidatoId: $candidatoId) } } } } } }`;

const send = `mutation ($candidatoId: ID!, $vagaId: ID) { sendInteresse(candidatoId: $candidatoId, vagaId: $vagaId) {
  __typename ... on Error { message } } }`;

async function candidateId() {
  const candidate = await registerCandidate(server.url);
  const raw = (await candidate.client.get("/api/profile")).body.profile.id as string;
  return globalId("Candidato", raw);
}

describe("the interest dialog's jobs", () => {
  it("mark the jobs already used for this candidate, for this candidate only, and the server still refuses them", async () => {
    const company = await registerCompany(server.url);
    const used = await createJob(company.client, { titulo: "Técnico em Eletrônica" });
    await createJob(company.client, { titulo: "Auxiliar de Manutenção" });
    const ana = await candidateId();
    const bruno = await candidateId();

    const first = await company.client.graphql(send, { candidatoId: ana, vagaId: globalId("Vaga", used.id) });
    expect(first.data.sendInteresse.__typename).toBe("MutationSendInteresseSuccess");

    const jobsFor = async (candidatoId: string) => {
      const { data } = await company.client.graphql(dialogJobs, { candidatoId });
      return Object.fromEntries(
        data.viewer.empresa.vagas.edges.map(({ node }: { node: { titulo: string; interesseEnviado: boolean } }) => [node.titulo, node.interesseEnviado]),
      );
    };
    expect(await jobsFor(ana)).toEqual({ "Técnico em Eletrônica": true, "Auxiliar de Manutenção": false });
    expect(await jobsFor(bruno)).toEqual({ "Técnico em Eletrônica": false, "Auxiliar de Manutenção": false });

    const again = await company.client.graphql(send, { candidatoId: ana, vagaId: globalId("Vaga", used.id) });
    expect(again.data.sendInteresse).toEqual({ __typename: "ConflictError", message: "Você já demonstrou interesse neste candidato para esta vaga" });
    expect(await server.database.prisma.interesse.count({ where: { vagaId: used.id } })).toBe(1);
  });

  it("is read in the jobs' own statement, not one more per job", async () => {
    const company = await registerCompany(server.url);
    const ana = await candidateId();
    const statementsFor = async () => {
      const before = server.queries.length;
      await company.client.graphql(dialogJobs, { candidatoId: ana });
      return server.queries.length - before;
    };
    await createJob(company.client, { titulo: "Eletricista" });
    const withOne = await statementsFor();
    await createJob(company.client, { titulo: "Eletricista de Manutenção" });
    await createJob(company.client, { titulo: "Eletricista Predial" });
    expect(await statementsFor()).toBe(withOne);
  });

  it("tells nobody but the owner whether the company showed interest in someone", async () => {
    const owner = await registerCompany(server.url);
    const other = await registerCompany(server.url);
    const job = await createJob(owner.client, { titulo: "Operador de Empilhadeira" });
    const ana = await candidateId();
    await owner.client.graphql(send, { candidatoId: ana, vagaId: globalId("Vaga", job.id) });
    const read = `query ($id: ID!, $candidatoId: ID!) { vaga(id: $id) { titulo interesseEnviado(candidatoId: $candidatoId) } }`;
    const variables = { id: globalId("Vaga", job.id), candidatoId: ana };
    expect((await owner.client.graphql(read, variables)).data.vaga.interesseEnviado).toBe(true);
    expect((await other.client.graphql(read, variables)).data.vaga).toEqual({ titulo: "Operador de Empilhadeira", interesseEnviado: null });
  });
});
