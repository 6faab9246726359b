import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseLocation } from "../../server/domain/jobSearch.ts";
import { Client } from "../support/client.ts";
import { createJob, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// A job's place is free text; the trigger splits it into a folded city and
// state, and a search's place is split by the same rules, then matched
// exactly (a city typed alone by the cities it begins).

let server: TestServer;
let visitor: Client;
let company: Client;

const searchQuery = `query ($first: Int, $after: String, $filtros: VagaFiltros) {
  vagas(first: $first, after: $after, filtros: $filtros) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { titulo } }
  }
}`;

async function titles(filtros: Record<string, unknown>) {
  const result = await visitor.graphql(searchQuery, { filtros, first: 50 });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return (result.data.vagas.edges.map((edge: { node: { titulo: string } }) => edge.node.titulo) as string[]).sort();
}

async function allPages(filtros: Record<string, unknown>, first: number) {
  const seen: string[] = [];
  let after: string | null = null;
  for (let page = 0; page < 50; page++) {
    const result: any = await visitor.graphql(searchQuery, { filtros, first, after });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    seen.push(...result.data.vagas.edges.map((edge: any) => edge.node.titulo));
    if (!result.data.vagas.pageInfo.hasNextPage) return { seen, totalCount: result.data.vagas.totalCount as number };
    after = result.data.vagas.pageInfo.endCursor;
  }
  throw new Error("pagination did not end");
}

const places = [
  ["São Paulo - SP", { city: "sao paulo", state: "sp" }],
  ["SÃO PAULO - sp", { city: "sao paulo", state: "sp" }],
  ["  São   Paulo,SP  ", { city: "sao paulo", state: "sp" }],
  ["Campinas/SP", { city: "campinas", state: "sp" }],
  ["Rio de Janeiro, RJ", { city: "rio de janeiro", state: "rj" }],
  ["belo horizonte mg", { city: "belo horizonte", state: "mg" }],
  ["Embu-Guaçu - SP", { city: "embu-guacu", state: "sp" }],
  ["Florianópolis - SC, Brasil", { city: "florianopolis", state: "sc" }],
  ["SP", { city: null, state: "sp" }],
  ["rj", { city: null, state: "rj" }],
  ["- DF", { city: null, state: "df" }],
  ["Remoto", { city: "remoto", state: null }],
  ["rio", { city: "rio", state: null }],
  ["sao paulo", { city: "sao paulo", state: null }],
  ["Brasil", { city: null, state: null }],
  ["Paraná", { city: "parana", state: null }],
  // As phones type them: curly apostrophes and dashes.
  ["Santa Bárbara d’Oeste – SP", { city: "santa barbara d'oeste", state: "sp" }],
  ["Olhos-d‘Água — MG", { city: "olhos-d'agua", state: "mg" }],
  ["Herval dʼOeste/SC", { city: "herval d'oeste", state: "sc" }],
  ["Jaú´SP", { city: "jau´", state: "sp" }],
  ["xsp", { city: "xsp", state: null }],
  ["%", { city: "%", state: null }],
  ["", { city: null, state: null }],
] as const;

beforeAll(async () => {
  server = await startTestServer();
  visitor = new Client(server.url);
  company = (await registerCompany(server.url, { nomeEmpresa: "Rede Brasil Empregos" })).client;
  for (const [titulo, localizacao] of [
    ["Caixa Paulistano", "São Paulo - SP"],
    ["Caixa Campineiro", "Campinas/SP"],
    ["Caixa Carioca", "Rio de Janeiro, RJ"],
    ["Caixa Mineiro", "Belo Horizonte MG"],
    ["Caixa Remoto", "Remoto"],
    ["Caixa Sem Lugar", null],
    ["Caixa Rio Preto", "São José do Rio Preto - SP"],
    ["Caixa Hervalense", "Herval d'Oeste - SC"],
  ] as const) {
    await createJob(company, { titulo, localizacao, areaAtuacao: "vendas", descricao: "Atendimento no caixa." });
  }
});
afterAll(async () => {
  await server?.close();
});

describe("parsing a place", () => {
  it.each(places)("%j gives %j", (place, expected) => {
    expect(parseLocation(place)).toEqual(expected);
  });

  it("follows the same rules as the database's lugar_partes(), which fills a job's city and state", async () => {
    for (const [place] of places) {
      const [row] = await server.database.prisma.$queryRaw<{ cidade: string | null; estado: string | null }[]>`
        SELECT cidade, estado FROM lugar_partes(${place})`;
      expect({ place, city: row?.cidade ?? null, state: row?.estado ?? null }).toEqual({ place, ...parseLocation(place) });
    }
  });
});

describe("searching by place", () => {
  it.each([
    ["sp", ["Caixa Campineiro", "Caixa Paulistano", "Caixa Rio Preto"]],
    ["sao paulo", ["Caixa Paulistano"]],
    ["SÃO PAULO - sp", ["Caixa Paulistano"]],
    ["Campinas, SP", ["Caixa Campineiro"]],
    ["campinas - rj", []],
    ["rio", ["Caixa Carioca"]],
    ["sao", ["Caixa Paulistano", "Caixa Rio Preto"]],
    ["São José", ["Caixa Rio Preto"]],
    ["curitiba", []],
    ["Rio de Janeiro/RJ", ["Caixa Carioca"]],
    ["rj", ["Caixa Carioca"]],
    ["Minas Gerais MG", []],
    ["mg", ["Caixa Mineiro"]],
    ["remoto", ["Caixa Remoto"]],
    ["Herval d’Oeste", ["Caixa Hervalense"]],
    ["herval d’oeste – sc", ["Caixa Hervalense"]],
    ["%", []],
    ["_", []],
  ])("%j finds %j", async (localizacao, expected) => {
    expect(await titles({ localizacao })).toEqual(expected);
  });

  it("matches every city a beginning begins alongside text and filters", async () => {
    expect(await titles({ localizacao: "sao", texto: "caixa", areaAtuacao: "vendas" })).toEqual(["Caixa Paulistano", "Caixa Rio Preto"]);
    expect(await titles({ localizacao: "sao", texto: "caixa", areaAtuacao: "tecnologia" })).toEqual([]);
    expect(await titles({ localizacao: "s", texto: "caixa" })).toEqual(["Caixa Paulistano", "Caixa Rio Preto"]);
  });

  it("finds a job under its new place after an edit, and no longer under the old one", async () => {
    const job = await createJob(company, { titulo: "Caixa Itinerante", localizacao: "Curitiba - PR", areaAtuacao: "vendas" });
    expect(await titles({ localizacao: "pr" })).toEqual(["Caixa Itinerante"]);
    await company.put(`/api/vagas/${job.id}`, { localizacao: "Natal/RN" });
    expect(await titles({ localizacao: "pr" })).toEqual([]);
    expect(await titles({ localizacao: "natal" })).toEqual(["Caixa Itinerante"]);
    await company.delete(`/api/vagas/${job.id}`);
  });

  it("pages through a state and a city with text, without duplicates or gaps", async () => {
    const empresaId = (await server.database.prisma.empresa.findFirstOrThrow({ where: { nomeEmpresa: "Rede Brasil Empregos" } })).id;
    const start = Date.UTC(2026, 0, 1);
    const places = ["Salvador - BA", "Salvador/BA", "Feira de Santana, BA", "Recife - PE"];
    await server.database.prisma.vaga.createMany({
      data: Array.from({ length: 40 }, (_, i) => ({
        empresaId,
        titulo: i % 3 === 0 ? `Vendedor ${i}` : `Repositor ${i}`,
        descricao: i % 2 === 0 ? "Apoio ao vendedor." : "Reposição de gôndolas.",
        requisitosObrigatorios: "Ensino médio",
        areaAtuacao: "vendas",
        localizacao: places[i % places.length],
        // Pairs of jobs share a timestamp: the id breaks the tie.
        createdAt: new Date(start + Math.floor(i / 2) * 60_000),
      })),
    });
    const inBahia = Array.from({ length: 40 }, (_, i) => i).filter((i) => i % 4 !== 3);
    const bahia = await allPages({ localizacao: "ba" }, 7);
    expect(bahia.totalCount).toBe(inBahia.length);
    expect(bahia.seen).toHaveLength(inBahia.length);
    expect(new Set(bahia.seen).size).toBe(inBahia.length);

    const salvadorVendedor = inBahia.filter((i) => i % 4 !== 2 && (i % 3 === 0 || i % 2 === 0));
    const ranked = await allPages({ localizacao: "salvador", texto: "vendedor" }, 4);
    expect(ranked.totalCount).toBe(salvadorVendedor.length);
    expect(ranked.seen.sort()).toEqual(salvadorVendedor.map((i) => (i % 3 === 0 ? `Vendedor ${i}` : `Repositor ${i}`)).sort());
  });
});
