import { Prisma } from "../../server/db/generated/prisma/client.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database.ts";
import { rankedSearch } from "../../server/domain/rankedSearch.ts";
import { createTestDatabase } from "../support/database.ts";
import { insertSalesJobs } from "../support/salesJobs.ts";

// The tiers of ranked search, walked with small limits: relevance orders the
// newest `ranked` matches, older matches follow newest first, and paging
// across the boundary neither repeats nor skips a job.

let database: Database;
const ativa = [Prisma.sql`t."statusVaga" = 'ATIVA'::"StatusVaga"`];
/** Every statement sent, in order. */
const statements: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase((sql) => statements.push(sql));
  await insertSalesJobs(database.prisma, 23);
});
afterAll(async () => {
  await database?.close();
});

async function walk(first: number, limits: { ranked: number; count: number }) {
  const seen: string[] = [];
  let after: string | null = null;
  for (let page = 0; page < 50; page++) {
    const result = await rankedSearch(database.prisma, { table: "Vaga", where: ativa, texto: "vendedor", first, after, limits });
    const titles = await database.prisma.vaga.findMany({ where: { id: { in: result.items.map((i) => i.id) } }, select: { id: true, titulo: true } });
    const byId = new Map(titles.map((t) => [t.id, t.titulo]));
    seen.push(...result.items.map((item) => byId.get(item.id)!));
    if (!result.hasNextPage) return { seen, count: await result.totalCount() };
    after = result.items.at(-1)!.cursor;
  }
  throw new Error("did not end");
}

describe("ranked search tiers", () => {
  it.each([1, 3, 4, 7, 50])("pages of %i: relevance among the newest 8 matches, then the older ones newest first", async (first) => {
    const { seen, count } = await walk(first, { ranked: 8, count: 10 });
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
    // The newest 8 are jobs 16..23: titles with 'Vendedor' (20, 16) rank first, newest first.
    expect(seen.slice(0, 8)).toEqual(["Vendedor 20", "Vendedor 16", "Caixa 23", "Caixa 22", "Caixa 21", "Caixa 19", "Caixa 18", "Caixa 17"]);
    expect(seen.slice(8, 11)).toEqual(["Caixa 15", "Caixa 14", "Caixa 13"]);
    expect(seen.at(-1)).toBe("Caixa 1");
    expect(count.capped).toBe(true);
  });

  it("ranks every match when there are fewer than the limit", async () => {
    const { seen, count } = await walk(5, { ranked: 1000, count: 1000 });
    expect(seen.slice(0, 5)).toEqual(["Vendedor 20", "Vendedor 16", "Vendedor 12", "Vendedor 8", "Vendedor 4"]);
    expect(seen).toHaveLength(23);
    expect(count).toEqual({ count: 23, capped: false });
  });
});

describe("counting", () => {
  /** Pages of `first` from a search that asks for its total on every page, as GraphQL does when totalCount is selected. */
  async function pages(options: { texto?: string; first: number; limits: { ranked: number; count: number } }) {
    const walked: { sql: string[]; total: { count: number; capped: boolean } }[] = [];
    let after: string | null = null;
    for (let page = 0; page < 50; page++) {
      const before = statements.length;
      const result = await rankedSearch(database.prisma, { table: "Vaga", where: ativa, count: true, after, ...options });
      walked.push({ total: await result.totalCount(), sql: statements.slice(before) });
      if (!result.hasNextPage) return walked;
      after = result.items.at(-1)!.cursor;
    }
    throw new Error("did not end");
  }
  const counting = (sql: string) => /\bAS matched\b|count\(\*\)::int AS (count|walked)|EXPLAIN/.test(sql);

  it.each([undefined, "vendedor"])("counts once, on the first page, whose cursors carry the total to the others (texto %s)", async (texto) => {
    const walked = await pages({ texto, first: 4, limits: { ranked: 8, count: 1000 } });
    expect(walked.length).toBeGreaterThan(3);
    expect(walked[0]!.sql.filter(counting)).toHaveLength(1);
    for (const page of walked.slice(1)) expect(page.sql.filter(counting)).toEqual([]);
    expect(walked.map((page) => page.total)).toEqual(walked.map(() => ({ count: 23, capped: false })));
  });

  it("beyond the limit gives the planner's estimate, flagged, at least the limit", async () => {
    await database.prisma.$executeRaw`ANALYZE "Vaga"`;
    const [estimated] = await pages({ first: 5, limits: { ranked: 8, count: 10 } });
    // All 23 jobs are ATIVA, which ANALYZE saw: the estimate is the count.
    expect(estimated!.total).toEqual({ count: 23, capped: true });
    expect(estimated!.sql.filter((sql) => sql.includes("EXPLAIN"))).toHaveLength(1);
    const [withText] = await pages({ texto: "vendedor", first: 5, limits: { ranked: 8, count: 10 } });
    expect(withText!.total.capped).toBe(true);
    expect(withText!.total.count).toBeGreaterThanOrEqual(10);
  });

  it("estimates a text search's total from how often its newest matches occur, also among jobs the statistics have not seen", async () => {
    const { empresaId } = await database.prisma.vaga.findFirstOrThrow({ select: { empresaId: true } });
    // Jobs a minute apart, one in five a naval welder's: the two words always together, as in real titles.
    const publish = (from: number, count: number) =>
      database.prisma.vaga.createMany({
        data: Array.from({ length: count }, (_, i) => ({
          empresaId,
          titulo: (from + i) % 5 === 0 ? `Soldador Naval ${from + i}` : `Pintor ${from + i}`,
          descricao: (from + i) % 5 === 0 ? "Solda em estaleiro naval" : "Pintura predial",
          requisitosObrigatorios: "Experiência",
          areaAtuacao: "industria",
          statusVaga: "PAUSADA" as const,
          createdAt: new Date(Date.UTC(2025, 5, 1) + (from + i) * 60_000),
        })),
      });
    const pausada = [Prisma.sql`t."statusVaga" = 'PAUSADA'::"StatusVaga"`];
    // These jobs arrive in the population as active jobs do, so the planner's count of them since a date errs low.
    const estimate = async (walk?: number, populationIsNewest = true) => {
      const before = statements.length;
      const first = await rankedSearch(database.prisma, {
        table: "Vaga",
        where: pausada,
        population: pausada,
        populationIsNewest,
        texto: "soldador naval",
        count: true,
        limits: { ranked: 20, count: 20, walk },
      });
      const total = await first.totalCount();
      return { ...total, walked: statements.slice(before).some((sql) => /\bAS walked\b/.test(sql)) };
    };
    try {
      await publish(0, 300);
      await database.prisma.$executeRaw`ANALYZE "Vaga"`;
      // 60 match; taken apart, each word is in a fifth of the jobs, which the planner read as 300 × 1/5 × 1/5 = 12.
      const analyzed = await estimate();
      expect(analyzed.capped).toBe(true);
      expect(analyzed.count).toBeGreaterThanOrEqual(40);
      expect(analyzed.count).toBeLessThanOrEqual(80);
      expect(analyzed.walked).toBe(true);
      // 300 more, newer than anything ANALYZE saw: the newest matches are all among them, which the planner
      // would have estimated at a row, and the total at every job.
      await publish(300, 300);
      const unseen = await estimate();
      expect(unseen.count).toBeGreaterThanOrEqual(90);
      expect(unseen.count).toBeLessThanOrEqual(160);
      // The newest matches go back about 100 jobs, of which the planner, not having seen them, counts about 40:
      // under twice a walk of 40, which is taken even though it cannot reach that far.
      expect(unseen.walked).toBe(true);
      expect((await estimate(40)).walked).toBe(true);
      // Past the walk, the planner's estimate of the dates stands in: right once ANALYZE has seen them. As it then
      // counts about 120 jobs since the boundary, over twice a walk of 40, the walk is not taken at all.
      await database.prisma.$executeRaw`ANALYZE "Vaga"`;
      const planned = await estimate(40);
      expect(planned.count).toBeGreaterThanOrEqual(90);
      expect(planned.count).toBeLessThanOrEqual(160);
      expect(planned.walked).toBe(false);
      // Unless the population is not the newest jobs': then the planner may count too many since a date, and it walks.
      const notNewest = await estimate(40, false);
      expect(notNewest.walked).toBe(true);
      expect(notNewest.count).toBe(planned.count);
    } finally {
      await database.prisma.vaga.deleteMany({ where: { statusVaga: "PAUSADA" } });
    }
  });

  it("counts exactly up to the limit, reading no further than it", async () => {
    const [exact] = await pages({ first: 5, limits: { ranked: 8, count: 23 } });
    expect(exact!.total).toEqual({ count: 23, capped: false });
    expect(exact!.sql.some((sql) => sql.includes("EXPLAIN"))).toBe(false);
  });

  it("refuses a cursor whose total is not a count", async () => {
    const { items } = await rankedSearch(database.prisma, { table: "Vaga", where: ativa, first: 1, count: true });
    const cursor = JSON.parse(Buffer.from(items[0]!.cursor, "base64url").toString());
    expect(cursor).toMatchObject({ n: 23, e: false });
    for (const forged of [{ ...cursor, n: -1 }, { ...cursor, n: "23; DROP" }, { ...cursor, e: undefined }]) {
      const after = Buffer.from(JSON.stringify(forged)).toString("base64url");
      await expect(rankedSearch(database.prisma, { table: "Vaga", where: ativa, after })).rejects.toThrow("Cursor de paginação inválido");
    }
  });
});

describe("jobs added between two pages", () => {
  it("neither hide nor repeat the jobs the first page ranked: later pages rank the same rows, down to its boundary", async () => {
    const limits = { ranked: 8, count: 10 };
    const titleOf = async (ids: string[]) => {
      const rows = await database.prisma.vaga.findMany({ where: { id: { in: ids } }, select: { id: true, titulo: true } });
      return ids.map((id) => rows.find((row) => row.id === id)!.titulo);
    };
    const first = await rankedSearch(database.prisma, { table: "Vaga", where: ativa, texto: "vendedor", first: 3, limits });
    const seen = await titleOf(first.items.map((item) => item.id));
    const { empresaId } = await database.prisma.vaga.findFirstOrThrow({ select: { empresaId: true } });
    const added = await database.prisma.vaga.createManyAndReturn({
      data: Array.from({ length: 6 }, (_, i) => ({
        empresaId,
        titulo: `Caixa nova ${i}`,
        descricao: "Apoio ao vendedor",
        requisitosObrigatorios: "Ensino médio",
        areaAtuacao: "vendas",
        createdAt: new Date(Date.UTC(2026, 0, 2) + i * 60_000),
      })),
      select: { id: true },
    });
    try {
      let after: string | null = first.items.at(-1)!.cursor;
      for (let page = 0; after && page < 50; page++) {
        const result = await rankedSearch(database.prisma, { table: "Vaga", where: ativa, texto: "vendedor", first: 3, after, limits });
        seen.push(...(await titleOf(result.items.map((item) => item.id))));
        after = result.hasNextPage ? result.items.at(-1)!.cursor : null;
      }
      const original = seen.filter((title) => !title.startsWith("Caixa nova"));
      expect(original).toHaveLength(23);
      expect(new Set(seen).size).toBe(seen.length);
      // The first page ranked jobs 16..23; the rest of them follow in its order, before the older ones.
      expect(original.slice(0, 8)).toEqual(["Vendedor 20", "Vendedor 16", "Caixa 23", "Caixa 22", "Caixa 21", "Caixa 19", "Caixa 18", "Caixa 17"]);
    } finally {
      await database.prisma.vaga.deleteMany({ where: { id: { in: added.map((job) => job.id) } } });
    }
  });
});
