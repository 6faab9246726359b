import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "../support/client.ts";
import { createJob, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
let company: Client;
const total = 45;

const pageQuery = `query ($first: Int, $after: String, $filtros: VagaFiltros) {
  vagas(first: $first, after: $after, filtros: $filtros) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id titulo viewerHasApplied empresa { nomeEmpresa } } }
  }
}`;

async function allPages(client: Client, filtros: Record<string, unknown>, first: number, between?: () => Promise<void>) {
  const seen: string[] = [];
  let after: string | null = null;
  for (let page = 0; page < 20; page++) {
    const result: any = await client.graphql(pageQuery, { first, after, filtros });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    seen.push(...result.data.vagas.edges.map((edge: any) => edge.node.titulo));
    if (!result.data.vagas.pageInfo.hasNextPage) return seen;
    after = result.data.vagas.pageInfo.endCursor;
    await between?.();
  }
  throw new Error("pagination did not end");
}

beforeAll(async () => {
  server = await startTestServer();
  company = (await registerCompany(server.url, { nomeEmpresa: "Rede Varejo Brasil" })).client;
  for (let i = 1; i <= total; i++) {
    // Every third job mentions "vendedor" in its title, the rest only in the description.
    await createJob(company, {
      titulo: i % 3 === 0 ? `Vendedor ${i}` : `Operador de Caixa ${i}`,
      descricao: i % 2 === 0 ? "Atendimento e apoio ao vendedor da loja." : "Atendimento ao cliente.",
      areaAtuacao: "vendas",
    });
  }
});
afterAll(async () => {
  await server?.close();
});

describe("pagination", () => {
  it("walks every job once, newest first, without duplicates or gaps", async () => {
    const titles = await allPages(new Client(server.url), {}, 20);
    expect(titles).toHaveLength(total);
    expect(new Set(titles).size).toBe(total);
    expect(titles[0]).toBe("Vendedor 45");
    expect(titles.at(-1)).toBe("Operador de Caixa 1");
  });

  it("walks a ranked text search without duplicates or gaps, even when jobs are added between pages", async () => {
    const matching = Array.from({ length: total }, (_, k) => k + 1).filter((i) => i % 3 === 0 || i % 2 === 0).length;
    let added = 0;
    const titles = await allPages(new Client(server.url), { texto: "vendedor" }, 7, async () => {
      added++;
      await createJob(company, { titulo: `Vendedor Novo ${added}`, areaAtuacao: "vendas" });
    });
    const original = titles.filter((title) => !title.startsWith("Vendedor Novo"));
    expect(original).toHaveLength(matching);
    expect(new Set(titles).size).toBe(titles.length);
    // Title matches (weight A) come before description-only matches.
    const firstDescriptionOnly = original.findIndex((title) => title.startsWith("Operador"));
    expect(original.slice(firstDescriptionOnly).every((title) => title.startsWith("Operador"))).toBe(true);
    await server.database.prisma.vaga.deleteMany({ where: { titulo: { startsWith: "Vendedor Novo" } } });
  });

  it("counts once per search: the later pages carry the first page's total and count nothing", async () => {
    const { client } = await registerCandidate(server.url);
    const counting = (sql: string) => /\bAS matched\b|count\(\*\)::int AS count|EXPLAIN/.test(sql);
    for (const filtros of [{}, { texto: "vendedor" }]) {
      const totals: number[] = [];
      const counts: number[] = [];
      let after: string | null = null;
      for (let page = 0; page < 20; page++) {
        const before = server.queries.length;
        const result: any = await client.graphql(pageQuery, { first: 10, after, filtros });
        totals.push(result.data.vagas.totalCount);
        counts.push(server.queries.slice(before).filter(counting).length);
        if (!result.data.vagas.pageInfo.hasNextPage) break;
        after = result.data.vagas.pageInfo.endCursor;
      }
      expect(counts.length).toBeGreaterThan(2);
      expect(counts).toEqual([1, ...counts.slice(1).map(() => 0)]);
      expect(new Set(totals)).toEqual(new Set([totals[0]]));
    }
  });

  it("issues the same small number of SQL statements for a page of 5 and a page of 40", async () => {
    const { client } = await registerCandidate(server.url);
    const count = async (first: number, filtros: Record<string, unknown>) => {
      const before = server.queries.length;
      const result = await client.graphql(pageQuery, { first, filtros });
      expect(result.data.vagas.edges.length).toBe(Math.min(first, result.data.vagas.totalCount));
      if (process.env.SHOW_SQL) console.log(server.queries.slice(before).join("\n"));
      return server.queries.length - before;
    };
    const small = await count(5, {});
    const large = await count(40, {});
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(5);
    expect(await count(40, { texto: "vendedor" })).toBe(await count(5, { texto: "vendedor" }));
    // A city typed alone is looked up in the statement that looks up the text's words, on every page.
    const withCity = { texto: "vendedor", localizacao: "curitiba" };
    expect(await count(20, withCity)).toBe(await count(20, { texto: "vendedor" }));
    expect(await secondPage(withCity)).toBe(await secondPage({ texto: "vendedor" }));
    // A place with its state needs no lookup; without text, the city's is a statement of its own.
    expect(await count(20, { texto: "vendedor", localizacao: "Curitiba - PR" })).toBe(await count(20, { texto: "vendedor" }));
    expect(await count(20, { localizacao: "curitiba" })).toBe(await count(20, {}) + 1);

    /** The statements of a search's second page of 2. */
    async function secondPage(filtros: Record<string, unknown>) {
      const first = await client.graphql(pageQuery, { first: 2, filtros });
      expect(first.data.vagas.pageInfo.hasNextPage).toBe(true);
      const before = server.queries.length;
      await client.graphql(pageQuery, { first: 2, filtros, after: first.data.vagas.pageInfo.endCursor });
      return server.queries.length - before;
    }
  });
});
