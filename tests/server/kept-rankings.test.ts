import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "../../server/db/generated/prisma/client.ts";
import type { Database } from "../../server/db/database.ts";
import type { RankingStore } from "../../server/domain/keptRankings.ts";
import { rankedSearch } from "../../server/domain/rankedSearch.ts";
import { Client } from "../support/client.ts";
import { createTestDatabase } from "../support/database.ts";
import { createJob, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// A text search's first page keeps the head of its ranking, and the next pages read their rows from it
// instead of ranking the same matches again (server/domain/keptRankings.ts).

let database: Database;
const ativa = [Prisma.sql`t."statusVaga" = 'ATIVA'::"StatusVaga"`];
const statements: string[] = [];
const ranks = (sql: string) => sql.includes("ts_rank_cd");

/** A store in this test's memory, whose contents the tests can read and spoil. */
function memoryStore() {
  const kept = new Map<string, string>();
  const store: RankingStore = { get: async (key) => kept.get(key), set: async (key, value) => void kept.set(key, value), close: async () => kept.clear() };
  return { store, kept };
}

beforeAll(async () => {
  database = await createTestDatabase((sql) => statements.push(sql));
  const user = await database.prisma.user.create({
    data: { email: "rh@exemplo.com.br", passwordHash: "x", userType: "EMPRESA", empresa: { create: { nomeEmpresa: "Loja", cnpj: "11222333000181", nomeResponsavel: "Ana" } } },
    include: { empresa: true },
  });
  const start = Date.UTC(2026, 0, 1);
  for (let i = 1; i <= 23; i++) {
    await database.prisma.vaga.create({
      data: {
        empresaId: user.empresa!.id,
        // Every fourth job says "vendedor" in its title (more relevant); the rest only in the description.
        titulo: i % 4 === 0 ? `Vendedor ${i}` : `Caixa ${i}`,
        descricao: "Apoio ao vendedor",
        requisitosObrigatorios: "Ensino médio",
        areaAtuacao: "vendas",
        createdAt: new Date(start + i * 60_000),
      },
    });
  }
});
afterAll(async () => {
  await database?.close();
});

type Limits = { ranked: number; count: number };

/** Every page of a search for "vendedor", with what each later page sent; `between` runs after each page. */
async function walk(options: { first: number; limits: Limits; rankings?: RankingStore; where?: Prisma.Sql[]; between?: () => Promise<void> }) {
  const titles: string[] = [];
  const later: string[][] = [];
  let after: string | null = null;
  for (let page = 0; page < 50; page++) {
    const before = statements.length;
    const result = await rankedSearch(database.prisma, { table: "Vaga", where: options.where ?? ativa, texto: "vendedor", ...options, after });
    if (after) later.push(statements.slice(before));
    const rows = await database.prisma.vaga.findMany({ where: { id: { in: result.items.map((item) => item.id) } }, select: { id: true, titulo: true } });
    titles.push(...result.items.map((item) => rows.find((row) => row.id === item.id)!.titulo));
    if (!result.hasNextPage) return { titles, later };
    after = result.items.at(-1)!.cursor;
    await options.between?.();
  }
  throw new Error("did not end");
}

describe("a text search's later pages", () => {
  it.each([
    [1, { ranked: 8, count: 10 }],
    [3, { ranked: 8, count: 10 }],
    [7, { ranked: 1000, count: 1000 }],
    [50, { ranked: 1000, count: 1000 }],
  ])("pages of %i (ranking %o): the same jobs in the same order as when every page ranks", async (first, limits) => {
    const ranked = await walk({ first, limits });
    const kept = await walk({ first, limits, rankings: memoryStore().store });
    expect(kept.titles).toEqual(ranked.titles);
    expect(kept.titles).toHaveLength(23);
  });

  it("read the first page's ranking: one statement by id, which ranks nothing, until the kept rows run out", async () => {
    const { later } = await walk({ first: 3, limits: { ranked: 1000, count: 1000 }, rankings: memoryStore().store });
    expect(later).toHaveLength(7);
    for (const sent of later) {
      expect(sent.some(ranks)).toBe(false);
      expect(sent).toHaveLength(1);
    }
    // Without a store, every one of them ranks.
    const ranking = await walk({ first: 3, limits: { ranked: 1000, count: 1000 } });
    expect(ranking.later.every((sent) => sent.some(ranks))).toBe(true);
  });

  it("beyond the ranked rows, go on to the older matches as before", async () => {
    const { later, titles } = await walk({ first: 3, limits: { ranked: 8, count: 10 }, rankings: memoryStore().store });
    // The newest 8 matches are ranked and kept: the second page reads them; the third needs rows past them.
    expect(later[0]!.some(ranks)).toBe(false);
    expect(later[1]!.some(ranks)).toBe(true);
    expect(titles.slice(0, 8)).toEqual(["Vendedor 20", "Vendedor 16", "Caixa 23", "Caixa 22", "Caixa 21", "Caixa 19", "Caixa 18", "Caixa 17"]);
  });

  it("leave out a job closed or changed since the first page, and stay full", async () => {
    const changed: string[] = [];
    const { titles } = await walk({
      first: 4,
      limits: { ranked: 1000, count: 1000 },
      rankings: memoryStore().store,
      between: async () => {
        if (changed.length) return;
        const closed = await database.prisma.vaga.update({ where: { id: await idOf("Caixa 13") }, data: { statusVaga: "PAUSADA" } });
        const renamed = await database.prisma.vaga.update({ where: { id: await idOf("Caixa 11") }, data: { descricao: "Apoio ao caixa" } });
        changed.push(closed.id, renamed.id);
      },
    });
    try {
      expect(titles).toHaveLength(21);
      expect(titles).not.toContain("Caixa 13");
      expect(titles).not.toContain("Caixa 11");
    } finally {
      await database.prisma.vaga.update({ where: { id: changed[0] }, data: { statusVaga: "ATIVA" } });
      await database.prisma.vaga.update({ where: { id: changed[1] }, data: { descricao: "Apoio ao vendedor" } });
    }
  });

  it("never read another search's ranking, nor one that is gone: they rank again", async () => {
    const { store, kept } = memoryStore();
    const limits = { ranked: 1000, count: 1000 };
    const first = await rankedSearch(database.prisma, { table: "Vaga", where: ativa, texto: "vendedor", first: 5, limits, rankings: store });
    const after = first.items.at(-1)!.cursor;
    // The same cursor handed to a search with another filter: its ranking is not that search's.
    const otherWhere = [...ativa, Prisma.sql`t."areaAtuacao" = 'vendas'`];
    const before = statements.length;
    const other = await rankedSearch(database.prisma, { table: "Vaga", where: otherWhere, texto: "vendedor", first: 5, after, limits, rankings: store });
    expect(statements.slice(before).some(ranks)).toBe(true);
    const plain = await rankedSearch(database.prisma, { table: "Vaga", where: otherWhere, texto: "vendedor", first: 5, after, limits });
    expect(other.items.map((item) => item.id)).toEqual(plain.items.map((item) => item.id));
    // Expired: the next page ranks again and finds the same rows.
    kept.clear();
    const again = await rankedSearch(database.prisma, { table: "Vaga", where: ativa, texto: "vendedor", first: 5, after, limits, rankings: store });
    const ranked = await rankedSearch(database.prisma, { table: "Vaga", where: ativa, texto: "vendedor", first: 5, after, limits });
    expect(again.items.map((item) => item.id)).toEqual(ranked.items.map((item) => item.id));
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

  it("reads the first page's ranking on the embedded database", async () => {
    const server = await startTestServer();
    try {
      const company = (await registerCompany(server.url)).client;
      for (const titulo of ["Vendedor A", "Vendedor B", "Vendedor C", "Vendedor D"]) await createJob(company, { titulo });
      const { titles, sent } = await twoPages(server, server);
      expect(titles).toEqual(["Vendedor D", "Vendedor C", "Vendedor B", "Vendedor A"]);
      expect(sent.some(ranks)).toBe(false);
      expect(sent.some((sql) => /WHERE t\.id IN/.test(sql))).toBe(true);
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
