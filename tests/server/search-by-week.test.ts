import { Prisma } from "../../server/db/generated/prisma/client.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database.ts";
import { searchJobs } from "../../server/domain/jobSearch.ts";
import { weeksFromJobs } from "../../server/domain/newestMatches.ts";
import { rankedSearch } from "../../server/domain/rankedSearch.ts";
import { createTestDatabase } from "../support/database.ts";

// A job search reads its newest matches a week at a time (server/domain/newestMatches.ts). It must
// find exactly what reading them all at once, newest first, finds: the same pages in the same order
// and the same totals, whether the walked weeks hold enough matches, or the rest must be read too,
// on the first page and on the later ones that rank down to its boundary.

let database: Database;
const ativa = [Prisma.sql`t."statusVaga" = 'ATIVA'::"StatusVaga"`];
const statements: string[] = [];
const day = 86_400_000;
/** Monday, so that every seventh day begins a week: those days' jobs are created at its very first moment. */
const start = Date.UTC(2026, 0, 5);
/**
 * A job every two days for 300 days, then two a day for the last three weeks: as on a job board, the
 * newest weeks hold the most. Two in three say 'soldador', in the title (ranked higher) or the description.
 */
const days = [...Array.from({ length: 150 }, (_, i) => 2 * i), ...Array.from({ length: 42 }, (_, i) => 300 + Math.floor(i / 2))];
const matches = days.filter((_, i) => i % 3 !== 2).length;

beforeAll(async () => {
  database = await createTestDatabase((sql) => statements.push(sql));
  const user = await database.prisma.user.create({
    data: { email: "rh@exemplo.com.br", passwordHash: "x", userType: "EMPRESA", empresa: { create: { nomeEmpresa: "Estaleiro", cnpj: "11222333000181", nomeResponsavel: "Ana" } } },
    include: { empresa: true },
  });
  await database.prisma.vaga.createMany({
    data: days.map((d, i) => ({
      empresaId: user.empresa!.id,
      titulo: i % 3 === 0 ? `Soldador ${i}` : `Pintor ${i}`,
      descricao: i % 3 === 1 ? "Apoio ao soldador" : "Obra naval",
      requisitosObrigatorios: "Experiência",
      areaAtuacao: "industria",
      createdAt: new Date(start + d * day + (i % 2) * 3_600_000),
    })),
  });
});
afterAll(async () => {
  await database?.close();
});

/** Every page of a search for 'soldador', as ids, and the total its first page counted. */
async function walk(options: { weekly: boolean; first: number; limits: { ranked: number; count: number } }) {
  const pages: string[][] = [];
  let total: unknown;
  let after: string | null = null;
  for (let page = 0; page < 100; page++) {
    const result = await rankedSearch(database.prisma, {
      table: "Vaga",
      where: ativa,
      population: ativa,
      weeksOf: options.weekly ? ativa : undefined,
      texto: "soldador",
      first: options.first,
      after,
      count: true,
      limits: options.limits,
    });
    pages.push(result.items.map((item) => item.id));
    total ??= await result.totalCount();
    if (!result.hasNextPage) return { pages, total };
    after = result.items.at(-1)!.cursor;
  }
  throw new Error("did not end");
}

describe("a job search read week by week", () => {
  // 128 matches: 8 or 9 a week in the last three weeks, 2 to 4 a week before. Ranking 5, the walk ends in the
  // newest week, whose older matches the later pages leave out after the scan; ranking 50, the last whole week
  // (9) promises the 4 a week the 16 walked weeks need, and they hold 58: the walk ends among them; ranking 90,
  // it promises 6 a week, but the walked weeks hold 58, and the rest is read too; ranking 1000, it does not
  // (63 a week), and every match is read in one scan.
  it.each([
    { first: 3, ranked: 5 },
    { first: 7, ranked: 50 },
    { first: 9, ranked: 90 },
    { first: 20, ranked: 1000 },
  ])("pages of $first ranking the newest $ranked matches: the same pages as reading them all at once", async ({ first, ranked }) => {
    const limits = { ranked, count: ranked };
    const before = statements.length;
    const weekly = await walk({ weekly: true, first, limits });
    expect(statements.slice(before).some((sql) => sql.includes(`t."semanaBusca" = w.semana`))).toBe(true);
    const atOnce = await walk({ weekly: false, first, limits });
    expect(weekly).toEqual(atOnce);
    expect(weekly.pages.flat()).toHaveLength(matches);
    expect(new Set(weekly.pages.flat()).size).toBe(matches);
  });

  it("is how a job search reads once the planner counts enough jobs, and finds what reading them at once finds", async () => {
    await database.prisma.$executeRaw`UPDATE pg_class SET reltuples = ${weeksFromJobs} WHERE oid = '"Vaga"'::regclass`;
    const before = statements.length;
    const { items } = await searchJobs(database.prisma, { texto: "soldador" }, { first: 50 });
    expect(statements.slice(before).some((sql) => sql.includes(`t."semanaBusca" = w.semana`))).toBe(true);
    const atOnce = await rankedSearch(database.prisma, { table: "Vaga", where: ativa, population: ativa, texto: "soldador", first: 50 });
    expect(items.map((item) => item.id)).toEqual(atOnce.items.map((item) => item.id));
  });

  it("takes the week of each job from its creation, and follows a change of it", async () => {
    const week = async () => (await database.prisma.$queryRaw<{ semana: number }[]>`SELECT "semanaBusca" AS semana FROM "Vaga" WHERE titulo = 'Soldador 0'`)[0]!.semana;
    const first = await week();
    // Monday 2026-01-05 is 1,357 weeks after Monday 2000-01-03; the job created at its first moment is of that week.
    expect(first).toBe(1357);
    await database.prisma.vaga.updateMany({ where: { titulo: "Soldador 0" }, data: { createdAt: new Date(start - 1) } });
    try {
      expect(await week()).toBe(1356);
    } finally {
      await database.prisma.vaga.updateMany({ where: { titulo: "Soldador 0" }, data: { createdAt: new Date(start) } });
    }
  });
});

describe("the search's GIN indexes", () => {
  // A pending list is read whole at every scan, until a VACUUM (none on PGlite) or the write that finds it full.
  it("take the words of jobs and profiles into their trees as they are written, with no list to read at each scan", async () => {
    const indexes = await database.prisma.$queryRawUnsafe<{ name: string; options: string[] | null }[]>(
      `SELECT c.relname AS name, c.reloptions AS options FROM pg_index x
       JOIN pg_class c ON c.oid = x.indexrelid JOIN pg_am a ON a.oid = c.relam
       WHERE a.amname = 'gin' AND x.indrelid IN ('"Vaga"'::regclass, '"Candidato"'::regclass) ORDER BY 1`,
    );
    expect(indexes.map((index) => index.name)).toEqual(["Candidato_busca_idx", "Candidato_localizacaoBusca_idx", "Vaga_busca_filtros_ativa_idx", "Vaga_busca_idx"]);
    for (const index of indexes) expect(index.options ?? [], index.name).toContain("fastupdate=off");
  });
});

describe("a typed beginning, turned into the words it begins", () => {
  const expanded = async (terms: string) =>
    (await database.prisma.$queryRaw<{ consulta: string | null }[]>`SELECT public.busca_expandida(${terms})::text AS consulta`)[0]!.consulta;
  const company = async () => (await database.prisma.vaga.findFirstOrThrow({ select: { empresaId: true } })).empresaId;
  const search = async (texto: string) =>
    (await rankedSearch(database.prisma, { table: "Vaga", where: ativa, population: ativa, weeksOf: ativa, texto, first: 50 })).items.length;

  it("matches the words of the jobs whole", async () => {
    expect(await expanded("soldad")).toBe("'soldador'");
    // A beginning no word has matches nothing, whole; stop words alone leave nothing to match.
    expect(await expanded("xilogravur")).toBe("'xilogravur'");
    expect(await expanded("de")).toBeNull();
  });

  it("learns the words of jobs as they are published and edited", async () => {
    expect(await search("caldeir")).toBe(0);
    const job = await database.prisma.vaga.create({
      data: { empresaId: await company(), titulo: "Caldeireiro", descricao: "Obra naval", requisitosObrigatorios: "Experiência", areaAtuacao: "industria" },
    });
    try {
      expect(await expanded("caldeir")).not.toContain(":*");
      expect(await search("caldeir")).toBe(1);
      expect(await search("maçariq")).toBe(0);
      await database.prisma.vaga.update({ where: { id: job.id }, data: { titulo: "Maçariqueiro" } });
      expect(await search("macariq")).toBe(1);
    } finally {
      await database.prisma.vaga.delete({ where: { id: job.id } });
    }
  });

  it("keeps a beginning of more than 32 words a beginning", async () => {
    // Ending in two consonants, which the stemmer leaves alone: 40 words of their own.
    const consonants = "bcdfgjklmnpqrtvxz";
    const words = Array.from({ length: 40 }, (_, i) => `quilombo${consonants[i % 17]}${consonants[Math.floor(i / 17)]}`);
    const job = await database.prisma.vaga.create({
      data: { empresaId: await company(), titulo: "Historiador", descricao: words.join(" "), requisitosObrigatorios: "Pesquisa", areaAtuacao: "educacao" },
    });
    try {
      expect(await expanded("quilombo")).toBe("'quilombo':* | 'quilomb'");
      expect(await search("quilombo")).toBe(1);
      await database.prisma.vaga.update({ where: { id: job.id }, data: { descricao: words.slice(0, 3).join(" ") } });
      // Words whose jobs no longer say them stay known: they match nothing.
      expect(await expanded("quilombo")).toBe("'quilombo':* | 'quilomb'");
    } finally {
      await database.prisma.vaga.delete({ where: { id: job.id } });
    }
  });
});

