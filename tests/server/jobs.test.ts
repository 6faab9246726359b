import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const fieldMessage = (body: { fieldErrors?: { path: string[]; message: string }[] }, field: string) =>
  body.fieldErrors?.find((error) => error.path.join(".") === field)?.message;

describe("creating and editing jobs", () => {
  it("creates a job with the form's defaults, dropping empty strings and empty salaries", async () => {
    const { client } = await registerCompany(server.url, { nomeEmpresa: "Loja Exemplo" });
    const response = await client.post("/api/vagas", {
      ...jobPayload(),
      requisitosDesejaveis: "",
      beneficios: "   ",
      faixaSalarialMin: "",
      faixaSalarialMax: null,
      numeroPosicoes: "abc",
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      nivelVaga: "JUNIOR",
      tipoContrato: "CLT",
      modalidadeTrabalho: "PRESENCIAL",
      numeroPosicoes: 1,
      requisitosDesejaveis: null,
      beneficios: null,
      faixaSalarialMin: null,
      faixaSalarialMax: null,
      statusVaga: "ATIVA",
      empresa: { nomeEmpresa: "Loja Exemplo" },
    });
  });

  it.each([
    ["titulo", { titulo: "  " }, "Título é obrigatório"],
    ["descricao", { descricao: "" }, "Descrição é obrigatória"],
    ["requisitosObrigatorios", { requisitosObrigatorios: undefined }, "Requisitos obrigatórios são obrigatórios"],
    ["areaAtuacao", { areaAtuacao: "" }, "Área de atuação é obrigatória"],
    ["numeroPosicoes", { numeroPosicoes: 0 }, "O número de posições deve ser pelo menos 1"],
    ["faixaSalarialMin", { faixaSalarialMin: "muito" }, "Informe um valor numérico"],
    ["faixaSalarialMax", { faixaSalarialMin: 5000, faixaSalarialMax: 3000 }, "O salário máximo deve ser maior ou igual ao mínimo"],
    ["prazoCandidatura", { prazoCandidatura: "31/12/2026" }, "Data inválida"],
  ])("refuses a bad %s with '%s'", async (field, overrides, message) => {
    const { client } = await registerCompany(server.url);
    const response = await client.post("/api/vagas", { ...jobPayload(), ...overrides });
    expect(response.status).toBe(400);
    expect(fieldMessage(response.body, field)).toBe(message);
  });

  it("edits a job through REST and GraphQL, keeping fields that were not sent", async () => {
    const { client } = await registerCompany(server.url);
    const job = await createJob(client, { faixaSalarialMin: 3000 });
    const edited = await client.put(`/api/vagas/${job.id}`, { titulo: "Assistente Administrativo Pleno" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ titulo: "Assistente Administrativo Pleno", faixaSalarialMin: 3000, areaAtuacao: "administrativo" });

    const result = await client.graphql(
      `mutation ($id: ID!, $input: VagaInput!) { updateVaga(id: $id, input: $input) { __typename ... on MutationUpdateVagaSuccess { data { titulo faixaSalarialMax nivelVaga } } } }`,
      { id: globalId("Vaga", job.id), input: { ...jobPayload(), titulo: "Analista Administrativo", faixaSalarialMax: 4500, nivelVaga: "PLENO" } },
    );
    expect(result.data.updateVaga.data).toEqual({ titulo: "Analista Administrativo", faixaSalarialMax: 4500, nivelVaga: "PLENO" });
  });
});

describe("the workplace's CEP", () => {
  const cepOf = `... on MutationCreateVagaSuccess { data { id cepLocalTrabalho } } ... on InvalidInputError { message fieldErrors { path message } }`;

  it("is optional, kept as typed with or without the hyphen, shown as 00000-000, changed and cleared by an edit", async () => {
    const { client } = await registerCompany(server.url);
    const created = await client.graphql(`mutation ($input: VagaInput!) { createVaga(input: $input) { __typename ${cepOf} } }`, {
      input: jobPayload({ cepLocalTrabalho: "80010000" }),
    });
    const { id, cepLocalTrabalho } = created.data.createVaga.data;
    expect(cepLocalTrabalho).toBe("80010-000");
    const rawId = Buffer.from(id, "base64").toString().split(":")[1];
    expect((await client.get(`/api/vagas/${rawId}`)).body.cepLocalTrabalho).toBe("80010-000");

    const update = `mutation ($id: ID!, $input: VagaInput!) { updateVaga(id: $id, input: $input) {
      __typename ... on MutationUpdateVagaSuccess { data { cepLocalTrabalho localizacao } } } }`;
    const moved = await client.graphql(update, { id, input: { cepLocalTrabalho: "01310-100", localizacao: "São Paulo - SP" } });
    expect(moved.data.updateVaga.data).toEqual({ cepLocalTrabalho: "01310-100", localizacao: "São Paulo - SP" });
    const untouched = await client.graphql(update, { id, input: { titulo: "Outro título" } });
    expect(untouched.data.updateVaga.data.cepLocalTrabalho).toBe("01310-100");
    const cleared = await client.graphql(update, { id, input: { cepLocalTrabalho: null } });
    expect(cleared.data.updateVaga.data.cepLocalTrabalho).toBeNull();

    const plain = await createJob(client);
    expect((await client.get(`/api/vagas/${plain.id}`)).body.cepLocalTrabalho).toBeNull();
  });

  it.each(["1234", "0131-010", "013101000", "CEP 0131a010"])("refuses '%s' with 'CEP inválido', through GraphQL and REST", async (cep) => {
    const { client } = await registerCompany(server.url);
    const result = await client.graphql(`mutation ($input: VagaInput!) { createVaga(input: $input) { __typename ${cepOf} } }`, {
      input: jobPayload({ cepLocalTrabalho: cep }),
    });
    expect(result.data.createVaga.__typename).toBe("InvalidInputError");
    expect(result.data.createVaga.fieldErrors).toEqual([{ path: ["cepLocalTrabalho"], message: "CEP inválido" }]);
    const rest = await client.post("/api/vagas", jobPayload({ cepLocalTrabalho: cep }));
    expect(rest.status).toBe(400);
    expect(fieldMessage(rest.body, "cepLocalTrabalho")).toBe("CEP inválido");
  });
});

describe("job status", () => {
  const allowed = [
    ["ATIVA", "PAUSADA"],
    ["ATIVA", "ENCERRADA"],
    ["PAUSADA", "ATIVA"],
    ["PAUSADA", "ENCERRADA"],
    ["ENCERRADA", "ATIVA"],
  ] as const;
  const refused = [
    ["ENCERRADA", "PAUSADA"],
    ["ATIVA", "ATIVA"],
    ["PAUSADA", "PAUSADA"],
    ["ENCERRADA", "ENCERRADA"],
  ] as const;

  async function jobIn(status: string) {
    const { client } = await registerCompany(server.url);
    const job = await createJob(client);
    if (status === "PAUSADA" || status === "ENCERRADA") {
      await server.database.prisma.vaga.update({ where: { id: job.id }, data: { statusVaga: status } });
    }
    return { client, job };
  }

  it.each(allowed)("allows %s -> %s", async (from, to) => {
    const { client, job } = await jobIn(from);
    const response = await client.put(`/api/vagas/${job.id}`, { statusVaga: to });
    expect(response.status).toBe(200);
    expect(response.body.statusVaga).toBe(to);
  });

  it.each(refused)("refuses %s -> %s with a clear message", async (from, to) => {
    const { client, job } = await jobIn(from);
    const response = await client.put(`/api/vagas/${job.id}`, { statusVaga: to });
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/^(A vaga já está|Uma vaga encerrada não pode passar a pausada)/);
    const stored = await server.database.prisma.vaga.findUniqueOrThrow({ where: { id: job.id } });
    expect(stored.statusVaga).toBe(from);
  });

  it("writes nothing when an edit comes with a refused status change", async () => {
    const { client, job } = await jobIn("ENCERRADA");
    const response = await client.put(`/api/vagas/${job.id}`, { titulo: "Título novo", statusVaga: "PAUSADA" });
    expect(response.status).toBe(409);
    const stored = await server.database.prisma.vaga.findUniqueOrThrow({ where: { id: job.id } });
    expect(stored).toMatchObject({ titulo: job.titulo, statusVaga: "ENCERRADA" });
  });

  it("refuses an unknown status", async () => {
    const { client, job } = await jobIn("ATIVA");
    const response = await client.put(`/api/vagas/${job.id}`, { statusVaga: "ARQUIVADA" });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Status inválido");
  });

  it("changes status through GraphQL, returning a typed conflict for a refused transition", async () => {
    const { client, job } = await jobIn("ENCERRADA");
    const mutation = `mutation ($id: ID!, $s: StatusVaga!) { changeVagaStatus(id: $id, statusVaga: $s) { __typename ... on Error { message } ... on MutationChangeVagaStatusSuccess { data { statusVaga } } } }`;
    const refusedResult = await client.graphql(mutation, { id: globalId("Vaga", job.id), s: "PAUSADA" });
    expect(refusedResult.data.changeVagaStatus).toEqual({ __typename: "ConflictError", message: "Uma vaga encerrada não pode passar a pausada" });
    const ok = await client.graphql(mutation, { id: globalId("Vaga", job.id), s: "ATIVA" });
    expect(ok.data.changeVagaStatus.data.statusVaga).toBe("ATIVA");
  });

  it("applies one of ten identical status changes racing each other", async () => {
    const { client, job } = await jobIn("ATIVA");
    const responses = await Promise.all(Array.from({ length: 10 }, () => client.put(`/api/vagas/${job.id}`, { statusVaga: "PAUSADA" })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
  });
});

describe("ownership and roles", () => {
  it("company B cannot edit, pause, delete or list company A's jobs", async () => {
    const a = await registerCompany(server.url);
    const b = await registerCompany(server.url);
    const job = await createJob(a.client, { titulo: "Vaga da Empresa A" });

    for (const response of [
      await b.client.put(`/api/vagas/${job.id}`, { titulo: "Invadida" }),
      await b.client.put(`/api/vagas/${job.id}`, { statusVaga: "PAUSADA" }),
      await b.client.delete(`/api/vagas/${job.id}`),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.message).toBe("Esta vaga pertence a outra empresa");
    }
    const gql = await b.client.graphql(
      `mutation ($id: ID!) { deleteVaga(id: $id) { __typename ... on Error { message } } }`,
      { id: globalId("Vaga", job.id) },
    );
    expect(gql.data.deleteVaga.__typename).toBe("ForbiddenError");
    expect((await b.client.get("/api/empresa/vagas")).body).toEqual([]);
    const stored = await server.database.prisma.vaga.findUniqueOrThrow({ where: { id: job.id } });
    expect(stored).toMatchObject({ titulo: "Vaga da Empresa A", statusVaga: "ATIVA" });

    // Another company's private data stays private through GraphQL too.
    const peek = await b.client.graphql(`query ($id: ID!) { vaga(id: $id) { candidaturaCount viewerIsOwner empresa { nomeEmpresa } } }`, {
      id: globalId("Vaga", job.id),
    });
    expect(peek.data.vaga).toEqual({ candidaturaCount: null, viewerIsOwner: false, empresa: { nomeEmpresa: "Tech Brasil Ltda" } });
    // Null rather than an error: asking for an owner-only count must not fail the job (or a whole list of jobs).
    const counts = await b.client.graphql(`query ($id: ID!) { vaga(id: $id) { titulo empresa { activeJobCount vagas(first: 5) { totalCount } } } }`, {
      id: globalId("Vaga", job.id),
    });
    expect(counts).toEqual({ data: { vaga: { titulo: "Vaga da Empresa A", empresa: { activeJobCount: null, vagas: null } } } });
  });

  it("answers 404 'Vaga não encontrada' for a job that does not exist", async () => {
    const { client } = await registerCompany(server.url);
    for (const response of [
      await client.get("/api/vagas/nao-existe"),
      await client.put("/api/vagas/nao-existe", { statusVaga: "PAUSADA" }),
      await client.delete("/api/vagas/nao-existe"),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.message).toBe("Vaga não encontrada");
    }
  });

  it("a candidate cannot create jobs and a visitor must sign in", async () => {
    const { client } = await registerCandidate(server.url);
    expect((await client.post("/api/vagas", jobPayload())).status).toBe(403);
    expect((await new Client(server.url).post("/api/vagas", jobPayload())).status).toBe(401);
    const gql = await client.graphql(`mutation ($input: VagaInput!) { createVaga(input: $input) { __typename } }`, { input: jobPayload() });
    expect(gql.data.createVaga.__typename).toBe("ForbiddenError");
  });

  it("a visitor can search and read a job, paused ones included", async () => {
    const { client } = await registerCompany(server.url);
    const job = await createJob(client, { titulo: "Recepcionista Bilíngue" });
    await client.put(`/api/vagas/${job.id}`, { statusVaga: "PAUSADA" });
    const visitor = new Client(server.url);
    const read = await visitor.get(`/api/vagas/${job.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ titulo: "Recepcionista Bilíngue", statusVaga: "PAUSADA" });
    const gql = await visitor.graphql(`query ($id: ID!) { vaga(id: $id) { titulo viewerHasApplied viewerIsOwner candidaturaCount } }`, {
      id: globalId("Vaga", job.id),
    });
    expect(gql.data.vaga).toEqual({ titulo: "Recepcionista Bilíngue", viewerHasApplied: false, viewerIsOwner: false, candidaturaCount: null });
  });
});

describe("applying", () => {
  async function activeJob() {
    const company = await registerCompany(server.url);
    const job = await createJob(company.client);
    return { company, job };
  }

  it("creates one ENVIADA application and shows the job as applied", async () => {
    const { company, job } = await activeJob();
    const { client } = await registerCandidate(server.url);
    const applied = await client.post("/api/candidaturas", { vagaId: job.id, statusCandidatura: "ENVIADA" });
    expect(applied.status).toBe(201);
    expect(applied.body).toMatchObject({ vagaId: job.id, statusCandidatura: "ENVIADA", vaga: { titulo: job.titulo } });

    const again = await client.post("/api/candidaturas", { vagaId: job.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Você já se candidatou a esta vaga anteriormente.");

    const view = await client.graphql(`query ($id: ID!) { vaga(id: $id) { viewerHasApplied } }`, { id: globalId("Vaga", job.id) });
    expect(view.data.vaga.viewerHasApplied).toBe(true);
    const owner = await company.client.graphql(`query ($id: ID!) { vaga(id: $id) { candidaturaCount } }`, { id: globalId("Vaga", job.id) });
    expect(owner.data.vaga.candidaturaCount).toBe(1);
    expect((await company.client.get("/api/empresa/vagas")).body[0].totalCandidaturas).toBe(1);
  });

  it("applies through GraphQL with a cover letter", async () => {
    const { job } = await activeJob();
    const { client } = await registerCandidate(server.url);
    const result = await client.graphql(
      `mutation ($id: ID!, $carta: String) { applyToVaga(vagaId: $id, cartaApresentacao: $carta) { __typename ... on MutationApplyToVagaSuccess { data { viewerHasApplied } } } }`,
      { id: globalId("Vaga", job.id), carta: "Tenho experiência na área." },
    );
    expect(result.data.applyToVaga).toEqual({ __typename: "MutationApplyToVagaSuccess", data: { viewerHasApplied: true } });
    const stored = await server.database.prisma.candidatura.findFirstOrThrow({ where: { vagaId: job.id } });
    expect(stored.cartaApresentacao).toBe("Tenho experiência na área.");
  });

  it.each(["PAUSADA", "ENCERRADA"] as const)("refuses a %s job", async (status) => {
    const { company, job } = await activeJob();
    await company.client.put(`/api/vagas/${job.id}`, { statusVaga: status });
    const { client } = await registerCandidate(server.url);
    const response = await client.post("/api/candidaturas", { vagaId: job.id });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe("Esta vaga não está recebendo candidaturas no momento");
  });

  it("refuses a job whose deadline has passed", async () => {
    const { job } = await activeJob();
    await server.database.prisma.vaga.update({ where: { id: job.id }, data: { prazoCandidatura: new Date("2020-01-31") } });
    const { client } = await registerCandidate(server.url);
    const response = await client.post("/api/candidaturas", { vagaId: job.id });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe("O prazo de candidatura desta vaga terminou");
  });

  it("only candidates apply", async () => {
    const { company, job } = await activeJob();
    expect((await company.client.post("/api/candidaturas", { vagaId: job.id })).status).toBe(403);
    expect((await new Client(server.url).post("/api/candidaturas", { vagaId: job.id })).status).toBe(401);
    expect((await (await registerCandidate(server.url)).client.post("/api/candidaturas", { vagaId: "nao-existe" })).status).toBe(404);
  });

  it("keeps exactly one application when the same candidate sends 10 at once", async () => {
    const { job } = await activeJob();
    const { client } = await registerCandidate(server.url);
    const responses = await Promise.all(Array.from({ length: 10 }, () => client.post("/api/candidaturas", { vagaId: job.id })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect(await server.database.prisma.candidatura.count({ where: { vagaId: job.id } })).toBe(1);
  });

  it("deleting a job deletes its applications", async () => {
    const { company, job } = await activeJob();
    const { client } = await registerCandidate(server.url);
    await client.post("/api/candidaturas", { vagaId: job.id });
    const deleted = await company.client.delete(`/api/vagas/${job.id}`);
    expect(deleted.status).toBe(200);
    expect(await server.database.prisma.vaga.count({ where: { id: job.id } })).toBe(0);
    expect(await server.database.prisma.candidatura.count({ where: { vagaId: job.id } })).toBe(0);
    expect((await client.get("/api/candidaturas")).body).toEqual([]);
  });
});
