import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "../support/client.ts";
import { createJob, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
let visitor: Client;

const searchQuery = `query ($first: Int, $after: String, $filtros: VagaFiltros) {
  vagas(first: $first, after: $after, filtros: $filtros) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { titulo localizacao statusVaga empresa { nomeEmpresa } } }
  }
}`;

async function gqlTitles(filtros: Record<string, unknown>, first = 50) {
  const result = await visitor.graphql(searchQuery, { filtros, first });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data.vagas.edges.map((edge: { node: { titulo: string } }) => edge.node.titulo) as string[];
}

async function restTitles(query: string) {
  const response = await visitor.get(`/api/vagas?${query}`);
  expect(response.status).toBe(200);
  return response.body.map((job: { titulo: string }) => job.titulo) as string[];
}

/** Both transports give the same answer for the same search. */
async function search(filtros: Record<string, string>) {
  const rest = new URLSearchParams(
    Object.entries(filtros).map(([key, value]) => [key === "texto" ? "titulo" : key, value]),
  ).toString();
  const [viaGraphQL, viaRest] = await Promise.all([gqlTitles(filtros), restTitles(`${rest}&limit=50`)]);
  expect(viaRest).toEqual(viaGraphQL);
  return viaGraphQL;
}

beforeAll(async () => {
  server = await startTestServer();
  visitor = new Client(server.url);
  const tech = await registerCompany(server.url, { nomeEmpresa: "Tech Brasil Ltda" });
  const padaria = await registerCompany(server.url, { nomeEmpresa: "Padaria Pão Quente" });
  const hospital = await registerCompany(server.url, { nomeEmpresa: "Hospital Vida Nova" });
  // Created oldest first; each later job is newer.
  await createJob(tech.client, {
    titulo: "Desenvolvedor Java Sênior",
    descricao: "Microsserviços em Java e Spring.",
    requisitosObrigatorios: "Java, Spring Boot",
    areaAtuacao: "tecnologia",
    nivelVaga: "SENIOR",
    tipoContrato: "PJ",
    modalidadeTrabalho: "REMOTO",
    localizacao: null,
  });
  await createJob(tech.client, {
    titulo: "Desenvolvedor Python",
    descricao: "APIs e dados com Python.",
    requisitosObrigatorios: "Python, Django",
    areaAtuacao: "tecnologia",
    nivelVaga: "PLENO",
    modalidadeTrabalho: "HIBRIDO",
    localizacao: "São Paulo - SP",
  });
  await createJob(hospital.client, {
    titulo: "Técnico de Enfermagem",
    descricao: "Plantões no pronto-socorro.",
    requisitosObrigatorios: "Curso técnico e COREN ativo",
    areaAtuacao: "saude",
    nivelVaga: "JUNIOR",
    localizacao: "Rio de Janeiro - RJ",
  });
  await createJob(padaria.client, {
    titulo: "Atendente de Balcão",
    descricao: "Atendimento ao cliente. Vaga para quem gosta de tecnologia de pagamento por aproximação.",
    requisitosObrigatorios: "Simpatia",
    areaAtuacao: "vendas",
    nivelVaga: "ESTAGIARIO",
    tipoContrato: "ESTAGIO",
    localizacao: "São Paulo - SP",
  });
  const paused = await createJob(tech.client, {
    titulo: "Desenvolvedor Go",
    areaAtuacao: "tecnologia",
    localizacao: "Belo Horizonte - MG",
  });
  await tech.client.put(`/api/vagas/${paused.id}`, { statusVaga: "PAUSADA" });
});

afterAll(async () => {
  await server?.close();
});

describe("Portuguese full-text search", () => {
  it("ignores accents: 'tecnico' finds 'Técnico de Enfermagem'", async () => {
    expect(await search({ texto: "tecnico" })).toEqual(["Técnico de Enfermagem"]);
    expect(await search({ texto: "TÉCNICO" })).toEqual(["Técnico de Enfermagem"]);
  });

  it("stems words: 'desenvolvedora' finds the 'Desenvolvedor' jobs", async () => {
    expect(await search({ texto: "desenvolvedora" })).toEqual(["Desenvolvedor Python", "Desenvolvedor Java Sênior"]);
    expect(await search({ texto: "enfermeira" })).toEqual([]);
    expect(await search({ texto: "enfermagem" })).toEqual(["Técnico de Enfermagem"]);
  });

  it("narrows with several words", async () => {
    expect(await search({ texto: "desenvolvedor java" })).toEqual(["Desenvolvedor Java Sênior"]);
    expect(await search({ texto: "desenvolvedor cozinheiro" })).toEqual([]);
  });

  it("finds the company name", async () => {
    expect(await search({ texto: "padaria" })).toEqual(["Atendente de Balcão"]);
  });

  it("follows a company's new name", async () => {
    await server.database.prisma.empresa.updateMany({ where: { nomeEmpresa: "Hospital Vida Nova" }, data: { nomeEmpresa: "Clínica Bem Estar" } });
    expect(await search({ texto: "clinica" })).toEqual(["Técnico de Enfermagem"]);
    expect(await search({ texto: "hospital" })).toEqual([]);
  });

  it("ranks by relevance first: a title match beats a description match, whatever the dates", async () => {
    // 'tecnologia' is the area of three jobs and appears only in the (newest) bakery job's description.
    const titles = await search({ texto: "tecnologia" });
    expect(titles.at(-1)).toBe("Atendente de Balcão");
    expect(titles.slice(0, 2).sort()).toEqual(["Desenvolvedor Java Sênior", "Desenvolvedor Python"]);
  });

  it("orders equally relevant jobs newest first", async () => {
    expect(await search({ areaAtuacao: "tecnologia" })).toEqual(["Desenvolvedor Python", "Desenvolvedor Java Sênior"]);
  });
});

describe("search as people type", () => {
  beforeAll(async () => {
    const clinic = await registerCompany(server.url, { nomeEmpresa: "Clínica Saúde Total" });
    await createJob(clinic.client, { titulo: "Enfermeiro(a)", descricao: "Plantões em UTI.", areaAtuacao: "saude", localizacao: "Salvador - BA" });
  });
  afterAll(async () => {
    const job = await server.database.prisma.vaga.findFirstOrThrow({ where: { titulo: "Enfermeiro(a)" } });
    await server.database.prisma.vaga.delete({ where: { id: job.id } });
  });

  it.each([
    ["desenvolv", ["Desenvolvedor Python", "Desenvolvedor Java Sênior"]],
    ["dev", ["Desenvolvedor Python", "Desenvolvedor Java Sênior"]],
    ["enfermeir", ["Enfermeiro(a)"]],
    ["enfermeira", ["Enfermeiro(a)"]],
    ["técn enferm", ["Técnico de Enfermagem"]],
    ["desenv pyth", ["Desenvolvedor Python"]],
  ])("'%s' finds %j", async (texto, expected) => {
    expect(await search({ texto })).toEqual(expected);
  });

  it("reads search syntax as words: operators neither fail nor exclude", async () => {
    expect(await search({ texto: "python & !django" })).toEqual(["Desenvolvedor Python"]);
    expect(await search({ texto: "java:* | ('" })).toEqual(["Desenvolvedor Java Sênior"]);
    expect(await search({ texto: "de da do" })).toEqual([]);
  });
});

describe("location", () => {
  it("matches without accents or case", async () => {
    expect(await search({ localizacao: "sao paulo" })).toEqual(["Atendente de Balcão", "Desenvolvedor Python"]);
    expect(await search({ localizacao: "SÃO PAULO - sp" })).toEqual(["Atendente de Balcão", "Desenvolvedor Python"]);
    expect(await search({ localizacao: "rio" })).toEqual(["Técnico de Enfermagem"]);
  });

  it("treats a percent sign as a letter, not a wildcard", async () => {
    expect(await search({ localizacao: "%" })).toEqual([]);
  });
});

describe("filters", () => {
  it.each([
    [{ areaAtuacao: "saude" }, ["Técnico de Enfermagem"]],
    [{ nivelVaga: "SENIOR" }, ["Desenvolvedor Java Sênior"]],
    [{ tipoContrato: "PJ" }, ["Desenvolvedor Java Sênior"]],
    [{ modalidadeTrabalho: "HIBRIDO" }, ["Desenvolvedor Python"]],
    [{ texto: "desenvolvedor", modalidadeTrabalho: "REMOTO" }, ["Desenvolvedor Java Sênior"]],
    [{ texto: "atendimento", localizacao: "sao paulo", areaAtuacao: "vendas" }, ["Atendente de Balcão"]],
  ])("%j finds %j", async (filtros, expected) => {
    expect(await search(filtros)).toEqual(expected);
  });

  it("reads the spec's lowercase filter values on REST ('estagio' finds an ESTAGIARIO job)", async () => {
    expect(await restTitles("nivel=estagio")).toEqual(["Atendente de Balcão"]);
    expect(await restTitles("tipoContrato=estagio&modalidade=presencial")).toEqual(["Atendente de Balcão"]);
    expect(await restTitles("area=recursos-humanos")).toEqual([]);
  });

  it("searches ATIVA jobs unless another status is asked for", async () => {
    expect(await search({ texto: "desenvolvedor go" })).toEqual([]);
    expect(await search({ texto: "desenvolvedor go", statusVaga: "PAUSADA" })).toEqual(["Desenvolvedor Go"]);
  });

  it("refuses bad filter values with a clear message, never a 500", async () => {
    const badLevel = await visitor.get("/api/vagas?nivelVaga=ASTRONAUTA");
    expect(badLevel.status).toBe(400);
    expect(badLevel.body.message).toBe("Nível inválido");
    const badArea = await visitor.get("/api/vagas?areaAtuacao=astronomia");
    expect(badArea.status).toBe(400);
    expect(badArea.body.message).toBe("Área de atuação inválida");
    expect((await visitor.get("/api/vagas?limit=muitos")).status).toBe(400);

    const gqlArea = await visitor.graphql(searchQuery, { filtros: { areaAtuacao: "astronomia" } });
    expect(gqlArea.errors?.[0]).toMatchObject({ message: "Área de atuação inválida", extensions: { code: "BAD_USER_INPUT" } });
    const gqlEnum = await visitor.graphql(searchQuery, { filtros: { nivelVaga: "ASTRONAUTA" } });
    expect(gqlEnum.errors?.[0]?.message).toMatch(/ASTRONAUTA/);
    const gqlCursor = await visitor.graphql(searchQuery, { after: "lixo" });
    expect(gqlCursor.errors?.[0]?.message).toBe("Cursor de paginação inválido");
    // A cursor shaped right but carrying values SQL would choke on is refused too, never a 500.
    // As are instants no calendar has, which PostgreSQL would refuse as out of range.
    const impossible = ["2026-13-01T00:00:00.000000", "2026-02-29T00:00:00.000000", "2026-01-01T24:00:00.000000", "0000-01-01T00:00:00.000000"];
    for (const forged of [
      { t: 2, c: "nope", i: "x" },
      { t: 1, r: "1; DROP", b: null, c: "2026-01-01T00:00:00.000000", i: "x" },
      ...impossible.flatMap((c) => [{ t: 2, c, i: "x" }, { t: 1, r: "0.1", b: { c, i: "x" }, c: "2026-01-01T00:00:00.000000", i: "x" }]),
    ]) {
      const result = await visitor.graphql(searchQuery, { after: Buffer.from(JSON.stringify(forged)).toString("base64url"), filtros: { texto: "desenvolvedor" } });
      expect(result.errors?.[0]?.message).toBe("Cursor de paginação inválido");
    }
    expect((await visitor.get("/api/vagas/%E0%A4%A")).status).toBe(400);
  });

  it("honours limit on REST and reports the total through GraphQL", async () => {
    expect(await restTitles("limit=1")).toHaveLength(1);
    const result = await visitor.graphql(searchQuery, { first: 1, filtros: { areaAtuacao: "tecnologia" } });
    expect(result.data.vagas.totalCount).toBe(2);
    expect(result.data.vagas.pageInfo.hasNextPage).toBe(true);
  });
});
