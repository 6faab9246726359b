import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRankingStore } from "../../server/cache/rankingStore.ts";
import { loadConfig } from "../../server/config.ts";
import { Prisma } from "../../server/db/generated/prisma/client.ts";
import type { Database } from "../../server/db/database.ts";
import { keptRows, type RankingStore } from "../../server/domain/keptRankings.ts";
import { rankedSearch } from "../../server/domain/rankedSearch.ts";
import { createLogger } from "../../server/log.ts";
import { Client } from "../support/client.ts";
import { createTestDatabase } from "../support/database.ts";
import { insertSalesJobs } from "../support/salesJobs.ts";
import { createJob, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// A text search's first page keeps the head of its ranking, and the next pages read their rows from it
// instead of ranking the same matches again (server/domain/keptRankings.ts).

let database: Database;
const ativa = [Prisma.sql`t."statusVaga" = 'ATIVA'::"StatusVaga"`];
const statements: string[] = [];
const ranks = (sql: string) => sql.includes("ts_rank_cd");
/** Jobs saying "vendedor": more than a kept ranking holds. */
const jobs = 130;
const everyMatch = { ranked: 1000, count: 1000 };

/** A store in this test's memory, whose contents the tests can read and spoil. */
function memoryStore() {
  const kept = new Map<string, string>();
  const store: RankingStore = { get: async (key) => kept.get(key), set: async (key, value) => void kept.set(key, value), close: async () => kept.clear() };
  return { store, kept };
}

beforeAll(async () => {
  database = await createTestDatabase((sql) => statements.push(sql));
  // Half of them in another area, for searches that differ in a filter's value.
  await insertSalesJobs(database.prisma, jobs, (i) => (i % 2 === 1 ? "vendas" : "loja"));
  expect(keptRows).toBeLessThan(jobs);
});
afterAll(async () => {
  await database?.close();
});

interface Walked {
  titles: string[];
  pages: { size: number; hasNextPage: boolean; total: number; ranked: boolean }[];
}

/** Every page of a search for "vendedor", each asking for its total; `between` runs after each page. */
async function walk(options: {
  first: number;
  where?: Prisma.Sql[];
  limits?: { ranked: number; count: number };
  rankings?: RankingStore;
  between?: () => Promise<void>;
}): Promise<Walked> {
  const walked: Walked = { titles: [], pages: [] };
  let after: string | null = null;
  for (let page = 0; page < 200; page++) {
    const before = statements.length;
    const result = await rankedSearch(database.prisma, { table: "Vaga", where: ativa, texto: "vendedor", limits: everyMatch, count: true, ...options, after });
    const ranked = statements.slice(before).some(ranks);
    const rows = await database.prisma.vaga.findMany({ where: { id: { in: result.items.map((item) => item.id) } }, select: { id: true, titulo: true } });
    walked.titles.push(...result.items.map((item) => rows.find((row) => row.id === item.id)!.titulo));
    walked.pages.push({ size: result.items.length, hasNextPage: result.hasNextPage, total: (await result.totalCount()).count, ranked });
    if (!result.hasNextPage) return walked;
    after = result.items.at(-1)!.cursor;
    await options.between?.();
  }
  throw new Error("did not end");
}

/** Full pages, then a last one that is not empty and says so; the first page's total on every page. */
function expectWholePages({ pages }: Walked, first: number, total: number) {
  expect(pages.slice(0, -1).every((page) => page.size === first && page.hasNextPage)).toBe(true);
  expect(pages.at(-1)).toMatchObject({ hasNextPage: false });
  expect(pages.at(-1)!.size).toBeGreaterThan(0);
  expect(pages.map((page) => page.total)).toEqual(pages.map(() => total));
}

describe("a text search's later pages", () => {
  it.each([1, 10, 20, 33, 50])("pages of %i: the same jobs in the same order as when every page ranks, read from the kept rows while they fill a page", async (first) => {
    const ranked = await walk({ first });
    const kept = await walk({ first, rankings: memoryStore().store });
    expect(kept.titles).toEqual(ranked.titles);
    expect(kept.titles).toHaveLength(jobs);
    expectWholePages(kept, first, jobs);
    expect(ranked.pages.every((page) => page.ranked)).toBe(true);
    // A later page ranks only once it reaches past the kept rows.
    expect(kept.pages.slice(1).map((page) => page.ranked)).toEqual(kept.pages.slice(1).map((_, k) => (k + 2) * first > keptRows));
  });

  it("end on the last page when the kept rows hold every match, also when it is full", async () => {
    // 65 jobs in the area: five pages of 13, read from the kept rows, the fifth the last.
    const where = [...ativa, Prisma.sql`t."areaAtuacao" = ${"vendas"}`];
    const kept = await walk({ first: 13, where, rankings: memoryStore().store });
    expect(kept.pages.map((page) => page.size)).toEqual([13, 13, 13, 13, 13]);
    expectWholePages(kept, 13, 65);
    expect(kept.pages.slice(1).some((page) => page.ranked)).toBe(false);
    expect(kept.titles).toEqual((await walk({ first: 13, where })).titles);
  });

  it("past the rows ranked, go on to the older matches as before", async () => {
    const limits = { ranked: 8, count: 10 };
    const kept = await walk({ first: 3, limits, rankings: memoryStore().store });
    const ranked = await walk({ first: 3, limits });
    expect(kept.titles).toEqual(ranked.titles);
    // The newest 8 matches are ranked and kept: the second page reads them; the third needs rows past them.
    expect(kept.pages.slice(1, 3).map((page) => page.ranked)).toEqual([false, true]);
    expect(kept.titles.slice(0, 8)).toEqual(["Vendedor 128", "Vendedor 124", "Caixa 130", "Caixa 129", "Caixa 127", "Caixa 126", "Caixa 125", "Caixa 123"]);
    expect(kept.titles).toHaveLength(jobs);
  });

  it("leave out a job closed or changed since the first page, and stay full", async () => {
    const changed: string[] = [];
    const kept = await walk({
      first: 20,
      rankings: memoryStore().store,
      between: async () => {
        if (changed.length) return;
        // Both on the third page (the 32 title matches come first, then the others newest first), within the kept rows.
        const closed = await database.prisma.vaga.update({ where: { id: await idOf("Caixa 95") }, data: { statusVaga: "PAUSADA" } });
        const renamed = await database.prisma.vaga.update({ where: { id: await idOf("Caixa 94") }, data: { descricao: "Apoio ao caixa" } });
        changed.push(closed.id, renamed.id);
      },
    });
    try {
      expect(kept.titles).toHaveLength(jobs - 2);
      expect(kept.titles).not.toContain("Caixa 95");
      expect(kept.titles).not.toContain("Caixa 94");
      expect(kept.pages[2]).toMatchObject({ size: 20, ranked: false });
      expectWholePages(kept, 20, jobs);
      expect(new Set(kept.titles).size).toBe(jobs - 2);
    } finally {
      await database.prisma.vaga.update({ where: { id: changed[0] }, data: { statusVaga: "ATIVA" } });
      await database.prisma.vaga.update({ where: { id: changed[1] }, data: { descricao: "Apoio ao vendedor" } });
    }
  });

  it("never read another search's ranking, nor one gone or spoilt: they rank again", async () => {
    const { store, kept } = memoryStore();
    const inArea = (area: string) => [...ativa, Prisma.sql`t."areaAtuacao" = ${area}`];
    const page = async (where: Prisma.Sql[], after?: string, rankings: RankingStore | undefined = store) => {
      const before = statements.length;
      const result = await rankedSearch(database.prisma, { table: "Vaga", where, texto: "vendedor", first: 5, after, limits: everyMatch, rankings });
      const sent = statements.slice(before);
      return { ids: result.items.map((item) => item.id), ranked: sent.some(ranks), read: sent.some((sql) => /WHERE t\.id IN/.test(sql)), cursor: result.items.at(-1)!.cursor };
    };
    const first = await page(inArea("vendas"));
    expect((await page(inArea("vendas"), first.cursor)).ranked).toBe(false);
    // The same cursor handed to a search whose filter differs only in its value.
    const other = await page(inArea("loja"), first.cursor);
    expect(other).toMatchObject({ ranked: true, read: false });
    expect(other.ids).toEqual((await page(inArea("loja"), first.cursor, undefined)).ids);
    const expected = (await page(inArea("vendas"), first.cursor, undefined)).ids;
    for (const spoil of [(key: string) => kept.set(key, "{not json"), (key: string) => kept.set(key, JSON.stringify({ rows: "x" })), (key: string) => kept.delete(key)]) {
      const [key] = [...kept.keys()];
      if (key) spoil(key);
      const again = await page(inArea("vendas"), first.cursor);
      expect(again.ranked).toBe(true);
      expect(again.ids).toEqual(expected);
    }
  });

  it("refuse a cursor whose ranking name is not one the server writes", async () => {
    const first = await rankedSearch(database.prisma, { table: "Vaga", where: ativa, texto: "vendedor", first: 5, rankings: memoryStore().store });
    const cursor = JSON.parse(Buffer.from(first.items.at(-1)!.cursor, "base64url").toString());
    expect(cursor.s).toMatch(/^[\w-]{22}$/);
    for (const s of ["'; DROP TABLE x", "a".repeat(500), 42]) {
      const forged = Buffer.from(JSON.stringify({ ...cursor, s })).toString("base64url");
      await expect(rankedSearch(database.prisma, { table: "Vaga", where: ativa, texto: "vendedor", after: forged, rankings: memoryStore().store })).rejects.toThrow(
        "Cursor de paginação inválido",
      );
    }
  });
});

describe("where rankings are kept", () => {
  const log = createLogger("silent");
  const configWith = (env: Record<string, string>) => loadConfig({ NODE_ENV: "test", ...env });

  it("nowhere on PostgreSQL without Redis, where several processes may serve; in memory on the embedded database", async () => {
    expect(createRankingStore(configWith({ DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/x" }), log)).toBeNull();
    const memory = createRankingStore(configWith({}), log)!;
    await memory.set("v1:a", "kept");
    expect(await memory.get("v1:a")).toBe("kept");
    await memory.close();
  });

  it("a Redis that does not answer loses the ranking, never the page", async () => {
    const unreachable = createRankingStore(configWith({ REDIS_URL: "redis://127.0.0.1:1" }), log)!;
    try {
      await expect(unreachable.set("v1:a", "kept")).resolves.toBeUndefined();
      await expect(unreachable.get("v1:a")).resolves.toBeUndefined();
    } finally {
      await unreachable.close();
    }
  });
});

describe("'Carregar mais vagas' through the app", () => {
  /** Page 1 from `first`, page 2 from `second`, and the statements page 2 sent (recorded by `first`, which owns the database). */
  async function twoPages(first: TestServer, second: TestServer) {
    const query = `query ($after: String) { vagas(first: 2, after: $after, filtros: { texto: "vendedor" }) {
      pageInfo { hasNextPage endCursor } edges { node { titulo } } } }`;
    const one: any = await new Client(first.url).graphql(query, {});
    const before = first.queries.length;
    const two: any = await new Client(second.url).graphql(query, { after: one.data.vagas.pageInfo.endCursor });
    return { titles: [...one.data.vagas.edges, ...two.data.vagas.edges].map((edge: any) => edge.node.titulo), sent: first.queries.slice(before) };
  }

  it("reads the first page's ranking, kept in the process's memory without Redis, for jobs and for candidates", async () => {
    const server = await startTestServer();
    try {
      const company = (await registerCompany(server.url)).client;
      for (const titulo of ["Vendedor A", "Vendedor B", "Vendedor C", "Vendedor D"]) await createJob(company, { titulo });
      const { titles, sent } = await twoPages(server, server);
      expect(titles).toEqual(["Vendedor D", "Vendedor C", "Vendedor B", "Vendedor A"]);
      expect(sent.some(ranks)).toBe(false);
      expect(sent.some((sql) => /WHERE t\.id IN/.test(sql))).toBe(true);

      for (const nomeCompleto of ["Ana Vendas", "Bruno Vendas", "Carla Vendas"]) {
        const { client } = await registerCandidate(server.url, { nomeCompleto });
        expect((await client.put("/api/profile", { nomeCompleto, objetivoProfissional: "Vendedor de loja" })).status).toBe(200);
      }
      const query = `query ($after: String) { candidatos(first: 2, after: $after, filtros: { texto: "vendedor" }) {
        pageInfo { hasNextPage endCursor } edges { node { nomeCompleto } } } }`;
      const one: any = await company.graphql(query);
      const before = server.queries.length;
      const two: any = await company.graphql(query, { after: one.data.candidatos.pageInfo.endCursor });
      expect([...one.data.candidatos.edges, ...two.data.candidatos.edges].map((edge: any) => edge.node.nomeCompleto).sort()).toEqual([
        "Ana Vendas",
        "Bruno Vendas",
        "Carla Vendas",
      ]);
      expect(server.queries.slice(before).some(ranks)).toBe(false);
    } finally {
      await server.close();
    }
  });

  it.runIf(process.env.REDIS_URL)("reads it in another process through Redis", async () => {
    const config = { redisUrl: process.env.REDIS_URL, redisPrefix: `encaixe-test-${randomBytes(4).toString("hex")}:` };
    const first = await startTestServer(config);
    const second = await startTestServer(config, { database: first.database });
    try {
      const company = (await registerCompany(first.url)).client;
      for (const titulo of ["Vendedor A", "Vendedor B", "Vendedor C", "Vendedor D"]) await createJob(company, { titulo });
      const { titles, sent } = await twoPages(first, second);
      expect(titles).toEqual(["Vendedor D", "Vendedor C", "Vendedor B", "Vendedor A"]);
      expect(sent.some(ranks)).toBe(false);
      expect(sent.some((sql) => /WHERE t\.id IN/.test(sql))).toBe(true);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

async function idOf(titulo: string) {
  return (await database.prisma.vaga.findFirstOrThrow({ where: { titulo }, select: { id: true } })).id;
}
