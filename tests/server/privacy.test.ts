import { cpf as cpfs } from "cpf-cnpj-validator";
import sharp from "sharp";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legalTextsVersion } from "../../shared/legalTexts.ts";
import { pcdConsent } from "../../shared/pcd.ts";
import { Client } from "../support/client.ts";
import { createJob, globalId, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// LGPD self-service (art. 18): the acceptance recorded at sign-up, the export of
// everything held about the person, 'Quem viu meu perfil', and the deletion of
// the account, after which no table holds the person's e-mail, name, CPF or photo.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});


async function uploadPhoto(client: Client) {
  const bytes = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#0f766e" } }).png().toBuffer();
  const form = new FormData();
  form.set("foto", new Blob([bytes as BlobPart], { type: "image/png" }), "eu.png");
  const response = await fetch(`${server.url}/api/profile/foto`, { method: "POST", body: form, headers: { cookie: client.cookie! } });
  expect(response.status).toBe(200);
}

const gql = async (client: Client, document: string, variables?: Record<string, unknown>) => {
  const { data, errors } = await client.graphql(document, variables);
  expect(errors).toBeUndefined();
  return data;
};

/** A candidate with every kind of data: profile, photo, sections, PcD, saved job, alert, preferences, an application moved on, an interest, a profile view. */
async function fullCandidate(name: string, companyName: string) {
  const company = await registerCompany(server.url, { nomeEmpresa: companyName, nomeResponsavel: `Recrutador da ${companyName}` });
  const job = await createJob(company.client, { titulo: `Vaga na ${companyName}` });
  const candidate = await registerCandidate(server.url, { nomeCompleto: name });
  const { client } = candidate;
  const cpf = cpfs.generate();
  expect((await client.put("/api/profile", { nomeCompleto: name, cpf, telefonePrincipal: "(11) 98765-4321", enderecoCidade: "Recife", enderecoEstado: "PE" })).status).toBe(200);
  await uploadPhoto(client);
  await client.post("/api/profile/formacao", { instituicao: "UFPE", curso: "Ciência da Computação", nivel: "GRADUACAO", status: "CONCLUIDO" });
  await client.post("/api/profile/experiencia", { empresa: "Loja Aurora", cargo: "Vendedora", dataInicio: "2020-01-01" });
  await client.post("/api/profile/habilidade", { nome: "Atendimento" });
  await client.post("/api/profile/idioma", { idioma: "Inglês", nivel: "AVANCADO" });
  await client.post("/api/profile/curso", { nomeCurso: "Excel avançado" });
  await gql(client, `mutation ($input: DeclaracaoPcdInput!) { salvarDeclaracaoPcd(input: $input) { __typename } }`, {
    input: { tipos: ["VISUAL"], adaptacoes: "Leitor de tela", consentimento: true, versaoConsentimento: pcdConsent.versao },
  });
  const vaga = globalId("Vaga", job.id);
  await gql(client, `mutation ($vagaId: ID!) { saveVaga(vagaId: $vagaId) { __typename } }`, { vagaId: vaga });
  await gql(client, `mutation ($input: CriarAlertaVagaInput!) { criarAlertaVaga(input: $input) { __typename } }`, { input: { nome: "Vendas em Recife", busca: { texto: "vendas" } } });
  await gql(client, `mutation { salvarPreferenciasNotificacao(preferencias: [{ tipo: ALERTA_VAGAS, entrega: NUNCA }]) { __typename } }`);
  expect((await client.post("/api/candidaturas", { vagaId: job.id, cartaApresentacao: `Carta de ${name}` })).status).toBe(201);
  const { id: candidatoId } = await server.database.prisma.candidato.findFirstOrThrow({ where: { user: { email: candidate.user.email } }, select: { id: true } });
  const [application] = (await company.client.get("/api/empresa/candidaturas")).body;
  expect((await company.client.put(`/api/candidaturas/${application.id}/status`, { statusCandidatura: "EM_ANALISE_PELA_EMPRESA" })).status).toBe(200);
  await gql(company.client, `mutation ($id: ID!) { registrarVisualizacaoPerfil(candidatoId: $id) { __typename } }`, { id: globalId("Candidato", candidatoId) });
  expect((await company.client.post("/api/interesse", { candidatoId, vagaId: job.id, mensagem: `Olá, ${name}` })).status).toBe(201);
  return { ...candidate, name, cpf, candidatoId, company, job, applicationId: application.id as string };
}

const exportOf = async (client: Client) => {
  const response = await client.get("/api/conta/dados");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="encaixe-meus-dados-\d{4}-\d{2}-\d{2}\.json"$/);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return response.body;
};

describe("consent at sign-up", () => {
  it("records the version of the terms and privacy notice, and when; the person reads it back", async () => {
    const before = Date.now();
    const { client } = await registerCandidate(server.url);
    const { viewer } = await gql(client, `{ viewer { aceitesTermos { versao aceitoEm } } }`);
    expect(viewer.aceitesTermos).toHaveLength(1);
    expect(viewer.aceitesTermos[0].versao).toBe(legalTextsVersion);
    expect(new Date(viewer.aceitesTermos[0].aceitoEm).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const company = await registerCompany(server.url);
    expect((await gql(company.client, `{ viewer { aceitesTermos { versao } } }`)).viewer.aceitesTermos).toEqual([{ versao: legalTextsVersion }]);
  });
});

describe("Baixar meus dados", () => {
  it("holds every kind of the candidate's data, and nothing of anyone else's", async () => {
    const other = await fullCandidate("Bruno Terceiro", "Vento Sul");
    const ana = await fullCandidate("Ana Exportação", "Aurora Serviços");
    // Bruno also applies to Ana's company's job: the company's side must not leak him to her.
    expect((await other.client.post("/api/candidaturas", { vagaId: ana.job.id })).status).toBe(201);
    const data = await exportOf(ana.client);

    expect(data.conta).toMatchObject({ email: ana.user.email, userType: "CANDIDATO" });
    expect(data.aceitesTermos).toEqual([{ versao: legalTextsVersion, aceitoEm: expect.any(String) }]);
    expect(data.sessoes.length).toBeGreaterThanOrEqual(1);
    expect(data.navegadoresConfiaveis.length).toBeGreaterThanOrEqual(1);
    expect(data.preferenciasNotificacao).toEqual([expect.objectContaining({ tipo: "ALERTA_VAGAS", entrega: "NUNCA" })]);
    expect(data.notificacoes.map((n: { tipo: string }) => n.tipo).sort()).toEqual(["CANDIDATURA_STATUS", "INTERESSE_RECEBIDO", "PERFIL_VISUALIZADO"]);
    const c = data.candidato;
    expect(c).toMatchObject({ nomeCompleto: "Ana Exportação", cpf: ana.cpf, enderecoCidade: "Recife" });
    expect(c.foto.contentType).toMatch(/^image\//);
    expect(Buffer.from(c.foto.base64, "base64").length).toBeGreaterThan(50);
    expect(c.formacoes).toEqual([expect.objectContaining({ instituicao: "UFPE" })]);
    expect(c.experiencias).toEqual([expect.objectContaining({ empresa: "Loja Aurora" })]);
    expect(c.habilidades).toEqual([expect.objectContaining({ nome: "Atendimento" })]);
    expect(c.idiomas).toEqual([expect.objectContaining({ idioma: "Inglês", nivel: "AVANCADO" })]);
    expect(c.cursos).toEqual([expect.objectContaining({ nomeCurso: "Excel avançado" })]);
    expect(c.declaracaoPcd).toMatchObject({ tipos: ["VISUAL"], adaptacoes: "Leitor de tela", consentimentoVersao: pcdConsent.versao });
    expect(c.candidaturas).toHaveLength(1);
    expect(c.candidaturas[0]).toMatchObject({ cartaApresentacao: "Carta de Ana Exportação", statusCandidatura: "EM_ANALISE_PELA_EMPRESA", vaga: { titulo: "Vaga na Aurora Serviços" } });
    expect(c.candidaturas[0].historico.map((h: { status: string }) => h.status)).toEqual(["ENVIADA", "EM_ANALISE_PELA_EMPRESA"]);
    expect(c.interesses).toEqual([expect.objectContaining({ mensagem: "Olá, Ana Exportação", empresa: { nomeEmpresa: "Aurora Serviços" } })]);
    expect(c.vagasSalvas).toHaveLength(1);
    expect(c.alertasVagas).toEqual([expect.objectContaining({ nome: "Vendas em Recife" })]);
    expect(c.visualizacoesPerfil).toEqual([{ em: expect.any(String), nomeEmpresa: "Aurora Serviços" }]);
    expect(data.emails.length).toBeGreaterThanOrEqual(1);
    expect(data.empresa).toBeNull();

    const text = JSON.stringify(data);
    for (const foreign of [other.user.email, "Bruno Terceiro", other.candidatoId, other.cpf, "Recrutador da Aurora Serviços", ana.company.user.email]) expect(text).not.toContain(foreign);
    expect(text).not.toMatch(/passwordHash|scrypt/);
  });

  it("for a company: its profile, logo, jobs and interests sent, without the candidates' data", async () => {
    const ana = await fullCandidate("Clara Candidata", "Ipê Digital");
    const data = await exportOf(ana.company.client);
    expect(data.conta).toMatchObject({ email: ana.company.user.email, userType: "EMPRESA" });
    expect(data.empresa).toMatchObject({ nomeEmpresa: "Ipê Digital", nomeResponsavel: "Recrutador da Ipê Digital" });
    expect(data.empresa.vagas).toEqual([expect.objectContaining({ titulo: "Vaga na Ipê Digital", candidaturasRecebidas: 1 })]);
    expect(data.empresa.interessesEnviados).toEqual([expect.objectContaining({ mensagem: "Olá, Clara Candidata", status: "PENDENTE" })]);
    expect(data.notificacoes.map((n: { titulo: string }) => n.titulo)).toContain("Nova candidatura em uma vaga");
    expect(data.candidato).toBeNull();
    const text = JSON.stringify(data.notificacoes) + JSON.stringify(data.empresa.vagas);
    for (const foreign of [ana.user.email, ana.cpf, ana.candidatoId]) expect(JSON.stringify(data)).not.toContain(foreign);
    expect(text).not.toContain("Clara Candidata se candidatou");
    // The company's e-mails say when and what kind, not their subjects, which name candidates.
    expect(data.emails.length).toBeGreaterThan(0);
    for (const email of data.emails) expect(Object.keys(email).sort()).toEqual(["createdAt", "sentAt", "tipo"]);
  });

  it("gives a candidate their profile as a PDF résumé, and companies none", async () => {
    const ana = await fullCandidate("Gabriela Currículo", "Pitanga Design");
    const response = await fetch(`${server.url}/api/conta/curriculo.pdf`, { headers: { cookie: ana.client.cookie! } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="encaixe-curriculo-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const pdf = new Uint8Array(await response.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
    for (const shown of ["Gabriela Currículo", ana.user.email, "Vendedora", "Loja Aurora", "UFPE", "Inglês", "Atendimento"]) expect(text).toContain(shown);
    expect(text).not.toContain(ana.cpf);
    expect((await ana.company.client.get("/api/conta/curriculo.pdf")).status).toBe(403);
  });

  it("is limited to a few copies an hour per account", async () => {
    const { client } = await registerCandidate(server.url);
    for (let copy = 0; copy < 20; copy++) expect((await client.get("/api/conta/dados")).status).toBe(200);
    const refused = await client.get("/api/conta/curriculo.pdf");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Você já baixou seus dados muitas vezes na última hora. Tente novamente mais tarde.");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("is still given when the limits' store is down", async () => {
    const cut = await startTestServer({ redisUrl: "redis://127.0.0.1:1" });
    try {
      const { client } = await registerCandidate(cut.url);
      const response = await client.get("/api/conta/dados");
      expect(response.status).toBe(200);
      expect(response.body.conta.email).toBeTruthy();
    } finally {
      await cut.close();
    }
  });

  it("is refused to visitors", async () => {
    const { status, body } = await new Client(server.url).get("/api/conta/dados");
    expect(status).toBe(401);
    expect(body.message).toBe("Você precisa entrar para continuar");
  });
});

describe("Quem viu meu perfil", () => {
  it("lists each company that opened the profile, once a day, to the candidate alone", async () => {
    const ana = await fullCandidate("Diana Vista", "Cajá Tecnologia");
    const id = globalId("Candidato", ana.candidatoId);
    await gql(ana.company.client, `mutation ($id: ID!) { registrarVisualizacaoPerfil(candidatoId: $id) { __typename } }`, { id });
    const query = `query ($id: ID!) { node(id: $id) { ... on Candidato { visualizacoesPerfil(first: 10) { totalCount edges { node { em empresa { nomeEmpresa } } } } } } }`;
    const own = await gql(ana.client, query, { id });
    expect(own.node.visualizacoesPerfil.totalCount).toBe(1);
    expect(own.node.visualizacoesPerfil.edges[0].node.empresa.nomeEmpresa).toBe("Cajá Tecnologia");
    expect((await gql(ana.company.client, query, { id })).node.visualizacoesPerfil).toBeNull();
  });
});

describe("the profile's sections", () => {
  it("hold at most 50 items each, so the résumé stays bounded", async () => {
    const { client, user } = await registerCandidate(server.url);
    const { id } = await server.database.prisma.candidato.findFirstOrThrow({ where: { user: { email: user.email } }, select: { id: true } });
    await server.database.prisma.curso.createMany({ data: Array.from({ length: 50 }, (_, i) => ({ candidatoId: id, nomeCurso: `Curso ${i}` })) });
    const refused = await client.post("/api/profile/curso", { nomeCurso: "Mais um" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Esta seção do seu perfil já tem 50 itens: remova um para incluir outro");
    expect(await server.database.prisma.curso.count({ where: { candidatoId: id } })).toBe(50);
    expect((await client.post("/api/profile/experiencia", { empresa: "Loja", cargo: "Caixa" })).status).toBe(201);
  });
});

/** Every row of every table, as text: what a deleted person must be absent from. */
async function everyRow(): Promise<string> {
  const prisma = server.database.prisma;
  const tables = await prisma.$queryRaw<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'`;
  expect(tables.length).toBeGreaterThan(20);
  const texts = await Promise.all(
    tables.map(async ({ name }) => {
      const rows = await prisma.$queryRawUnsafe<{ row: string }[]>(`SELECT row_to_json(t)::text AS row FROM "${name}" t`);
      return rows.map((r) => `${name}: ${r.row}`).join("\n");
    }),
  );
  return texts.join("\n");
}

const remove = `mutation ($senha: String!) { excluirConta(input: { senha: $senha }) { __typename ... on Error { message } ... on InvalidInputError { fieldErrors { path message } } } }`;

describe("Excluir minha conta", () => {
  it("asks for the password: a wrong one deletes nothing", async () => {
    const { client } = await registerCandidate(server.url);
    const { excluirConta } = await gql(client, remove, { senha: "errada123" });
    expect(excluirConta).toEqual({ __typename: "InvalidInputError", message: "Senha incorreta", fieldErrors: [{ path: ["senha"], message: "Senha incorreta" }] });
    expect((await client.get("/api/user")).status).toBe(200);
    expect((await new Client(server.url).graphql(remove, { senha: "x" })).data.excluirConta.__typename).toBe("AuthenticationError");
  });

  it("a candidate's: nothing holds their e-mail, name, CPF or photo; the company keeps the application as 'Candidato removido'", async () => {
    const ana = await fullCandidate("Eduarda Apagada", "Jatobá Logística");
    const { fotoId } = await server.database.prisma.candidato.findUniqueOrThrow({ where: { id: ana.candidatoId }, select: { fotoId: true } });
    // Traces the cascade cannot reach: a company's notice made before notices named their candidate,
    // and a company's digest, still queued, that lists a notice naming her.
    const companyUser = await server.database.prisma.user.findUniqueOrThrow({ where: { email: ana.company.user.email }, select: { id: true } });
    await server.database.prisma.notificacao.create({
      data: { userId: companyUser.id, tipo: "CANDIDATURA_RETIRADA", titulo: "Eduarda Apagada retirou a candidatura à vaga Antiga", link: "/company/candidaturas", chave: "legado:1" },
    });
    await server.database.prisma.email.create({
      data: { key: `resumo:${companyUser.id}:2026-11-23`, to: ana.company.user.email, subject: "Resumo", text: "Eduarda Apagada se candidatou", html: "<p>Eduarda Apagada</p>" },
    });
    const { updatedAt } = await server.database.prisma.candidatura.findUniqueOrThrow({ where: { id: ana.applicationId }, select: { updatedAt: true } });
    // The photo is personal: browsers may keep it a day, shared caches never.
    const photo = await fetch(`${server.url}/images/${fotoId}`);
    expect(photo.headers.get("cache-control")).toBe("private, max-age=86400, immutable");
    const thumbnail = await fetch(`${server.url}/images/${fotoId}/256`);
    expect(thumbnail.headers.get("cache-control")).toBe("private, max-age=86400, immutable");
    expect(thumbnail.headers.get("etag")).toBeTruthy();
    const rowsBefore = await everyRow();
    for (const trace of [ana.user.email, "Eduarda Apagada", ana.cpf]) expect(rowsBefore).toContain(trace);

    const { excluirConta } = await gql(ana.client, remove, { senha: ana.password });
    expect(excluirConta).toEqual({ __typename: "MutationExcluirContaSuccess" });
    expect(ana.client.cookie).toBeUndefined();

    const rows = await everyRow();
    for (const trace of [ana.user.email, "Eduarda Apagada", ana.cpf, ana.candidatoId, fotoId!]) expect(rows).not.toContain(trace);
    expect(await server.database.prisma.image.count({ where: { id: fotoId! } })).toBe(0);
    expect((await fetch(`${server.url}/images/${fotoId}`)).status).toBe(404);
    // A browser asking whether its copy is still good is told it is gone.
    expect((await fetch(`${server.url}/images/${fotoId}`, { headers: { "if-none-match": `"${fotoId}"` } })).status).toBe(404);
    expect((await fetch(`${server.url}/images/${fotoId}/256`)).status).toBe(404);
    expect((await fetch(`${server.url}/images/${fotoId}/256`, { headers: { "if-none-match": thumbnail.headers.get("etag")! } })).status).toBe(404);

    const [kept] = (await ana.company.client.get("/api/empresa/candidaturas")).body;
    expect(kept).toMatchObject({ id: ana.applicationId, candidatoId: null, candidato: { nomeCompleto: "Candidato removido" }, statusCandidatura: "EM_ANALISE_PELA_EMPRESA", cartaApresentacao: null });
    const { viewer } = await gql(ana.company.client, `{ viewer { empresa { candidaturasRecebidas(first: 5) { edges { node { candidato { id } statusCandidatura } } } } } }`);
    expect(viewer.empresa.candidaturasRecebidas.edges).toEqual([{ node: { candidato: null, statusCandidatura: "EM_ANALISE_PELA_EMPRESA" } }]);
    expect(await server.database.prisma.candidaturaHistorico.count({ where: { candidaturaId: ana.applicationId } })).toBe(2);
    // Erasing the letter is no change of status: the application's updatedAt still tells its last move.
    expect((await server.database.prisma.candidatura.findUniqueOrThrow({ where: { id: ana.applicationId } })).updatedAt).toEqual(updatedAt);

    // The company can still move the record along; nobody is told.
    expect((await ana.company.client.put(`/api/candidaturas/${ana.applicationId}/status`, { statusCandidatura: "REJEITADA" })).status).toBe(200);
    const login = await new Client(server.url).post("/api/login", { email: ana.user.email, password: ana.password });
    expect(login.status).toBe(401);
  });

  it("a company's: its jobs go as a job delete does, with their applications; candidates keep their accounts", async () => {
    const ana = await fullCandidate("Fernanda Fica", "Umbu Alimentos");
    const { company, job } = ana;
    const { cnpj } = await server.database.prisma.empresa.findFirstOrThrow({ where: { user: { email: company.user.email } }, select: { cnpj: true } });
    expect((await gql(company.client, remove, { senha: company.password })).excluirConta.__typename).toBe("MutationExcluirContaSuccess");

    expect((await ana.client.get(`/api/vagas/${job.id}`)).status).toBe(404);
    expect(await server.database.prisma.vagaRemovida.count({ where: { vagaId: job.id } })).toBe(1);
    expect((await ana.client.get("/api/candidaturas")).body).toEqual([]);
    expect((await ana.client.get("/api/user")).status).toBe(200);
    // The candidate still knows the company saw her profile: the record keeps its name.
    const query = `query ($id: ID!) { node(id: $id) { ... on Candidato { visualizacoesPerfil(first: 5) { edges { node { nomeEmpresa empresa { id } } } } } } }`;
    const { node } = await gql(ana.client, query, { id: globalId("Candidato", ana.candidatoId) });
    expect(node.visualizacoesPerfil.edges).toEqual([{ node: { nomeEmpresa: "Umbu Alimentos", empresa: null } }]);
    const rows = await everyRow();
    for (const trace of [company.user.email, "Recrutador da Umbu Alimentos", cnpj]) expect(rows).not.toContain(trace);
  });
});
