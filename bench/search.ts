// Job search benchmark (not a test): `npm run bench`. See bench/README.md.
//
// 1. creates a fresh PostgreSQL database, applies the migrations,
// 2. loads ~500 companies and 100,000 synthetic Portuguese jobs,
// 3. starts the real app in-process on a random port and times a fixed mix of
//    GraphQL job searches over HTTP, one request at a time,
// 4. times a naive ILIKE implementation of the same mix over a direct pg connection,
// 5. counts the SQL statements one search page issues,
// 6. drops the database (also on error or Ctrl-C).
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { availableParallelism, loadavg } from "node:os";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { cnpjWithCheckDigits, seededRandom } from "../scripts/seed-data.ts";
import { createApp } from "../server/app.ts";
import { createApiKey } from "../server/auth/apiKeys.ts";
import { createNodeListener } from "../server/http/node.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { PrismaClient } from "../server/db/generated/prisma/client.ts";
import type { ModalidadeTrabalho, NivelVaga, StatusVaga, TipoContrato } from "../server/db/generated/prisma/enums.ts";
import { nivelSearchGroups, type Area } from "../shared/catalog.ts";
import {
  benefitsPool,
  cities,
  companyCores,
  companyPrefixes,
  companySectors,
  generalRequirements,
  generalSentences,
  vocabulary,
} from "./vocabulary.ts";

const JOBS = positiveInt("BENCH_JOBS", 100_000);
const COMPANIES = positiveInt("BENCH_COMPANIES", 500);
const ROUNDS = positiveInt("BENCH_ROUNDS", 30);
const NAIVE_ROUNDS = positiveInt("BENCH_NAIVE_ROUNDS", 10);
const WARMUP_ROUNDS = 3;
const TARGET_P95_MS = 20;
const TARGET_RATIO = 10;
const BATCH = 5_000;

function positiveInt(name: string, fallback: number): number {
  const value = process.env[name];
  if (!value) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

const log = (message: string) => console.log(`[bench] ${message}`);

// ---------------------------------------------------------------------------
// The fixed query mix

interface Filtros {
  texto?: string;
  localizacao?: string;
  areaAtuacao?: Area;
  nivelVaga?: NivelVaga;
  tipoContrato?: TipoContrato;
  modalidadeTrabalho?: ModalidadeTrabalho;
}

const mix: { name: string; filtros: Filtros }[] = [
  { name: "desenvolvedor", filtros: { texto: "desenvolvedor" } },
  { name: "desenvolvedora (stem)", filtros: { texto: "desenvolvedora" } },
  { name: "técnico de enfermagem", filtros: { texto: "técnico de enfermagem" } },
  { name: "tecnico enfermagem (no accents)", filtros: { texto: "tecnico enfermagem" } },
  { name: "analista financeiro", filtros: { texto: "analista financeiro" } },
  { name: "marketing digital", filtros: { texto: "marketing digital" } },
  { name: "react", filtros: { texto: "react" } },
  { name: "professor matemática", filtros: { texto: "professor matemática" } },
  { name: "engenheiro civil", filtros: { texto: "engenheiro civil" } },
  { name: "logística", filtros: { texto: "logística" } },
  { name: "analista (common word)", filtros: { texto: "analista" } },
  { name: "loc: sao paulo", filtros: { localizacao: "sao paulo" } },
  { name: "loc: florianopolis", filtros: { localizacao: "florianopolis" } },
  { name: "no filters (first page)", filtros: {} },
  { name: "area: tecnologia", filtros: { areaAtuacao: "tecnologia" } },
  { name: "modalidade: REMOTO", filtros: { modalidadeTrabalho: "REMOTO" } },
  { name: "nivel: ESTAGIO", filtros: { nivelVaga: "ESTAGIO" } },
  { name: "tecnologia+PJ+HIBRIDO", filtros: { areaAtuacao: "tecnologia", tipoContrato: "PJ", modalidadeTrabalho: "HIBRIDO" } },
  { name: "desenvolvedor + sao paulo", filtros: { texto: "desenvolvedor", localizacao: "sao paulo" } },
  { name: "vendas + JUNIOR", filtros: { texto: "vendas", nivelVaga: "JUNIOR" } },
  { name: "enfermeiro + recife + PRESENCIAL", filtros: { texto: "enfermeiro", localizacao: "recife", modalidadeTrabalho: "PRESENCIAL" } },
];

const searchQuery = /* GraphQL */ `
  query Bench($filtros: VagaFiltros) {
    vagas(first: 20, filtros: $filtros) {
      totalCount
      edges { node { id titulo localizacao faixaSalarialMin faixaSalarialMax createdAt empresa { nomeEmpresa } } }
    }
  }`;

// ---------------------------------------------------------------------------
// Synthetic data

function weighted<T>(random: () => number, entries: readonly (readonly [T, number])[]): () => T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  return () => {
    let roll = random() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries.at(-1)![0];
  };
}

const levelBase: Record<NivelVaga, number> = {
  ESTAGIO: 1600,
  ESTAGIARIO: 1600,
  APRENDIZ: 1100,
  TRAINEE: 5000,
  JUNIOR: 2800,
  PLENO: 5500,
  SENIOR: 10000,
  ESPECIALISTA: 12000,
  COORDENADOR: 9000,
  GERENTE: 15000,
  DIRETOR: 25000,
  C_LEVEL: 35000,
};
const levelSuffix: Partial<Record<NivelVaga, string>> = { JUNIOR: "Júnior", PLENO: "Pleno", SENIOR: "Sênior" };
const areaFactor: Partial<Record<Area, number>> = { tecnologia: 1.4, juridico: 1.3, engenharia: 1.3, consultoria: 1.3, outros: 0.6, vendas: 0.9 };

async function loadData(client: pg.Client) {
  const random = seededRandom(424242);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const pickSome = <T>(items: readonly T[], min: number, max: number): T[] => {
    const count = min + Math.floor(random() * (max - min + 1));
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
    return chosen;
  };

  // Companies: users and profiles with distinct names and valid CNPJs.
  const names = new Set<string>();
  while (names.size < COMPANIES) {
    const name = [pick(companyPrefixes), pick(companyCores), pick(companySectors)].filter(Boolean).join(" ");
    names.add(names.has(name) ? `${name} ${names.size}` : name);
  }
  const companyIds = [...names].map((_, i) => `bench_emp_${i}`);
  await client.query(
    `INSERT INTO "User" (id, email, "passwordHash", "userType", "updatedAt")
     SELECT 'bench_usr_' || i, 'empresa' || i || '@bench.exemplo.com.br', 'scrypt$disabled', 'EMPRESA', now()
     FROM generate_series(0, $1::int - 1) AS i`,
    [COMPANIES],
  );
  await client.query(
    `INSERT INTO "Empresa" (id, "userId", "nomeEmpresa", cnpj, "nomeResponsavel", "updatedAt")
     SELECT 'bench_emp_' || (n - 1), 'bench_usr_' || (n - 1), nome, cnpj, 'Responsável', now()
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(nome, cnpj, n)`,
    [[...names], companyIds.map((_, i) => cnpjWithCheckDigits(`${String(10_000_000 + i).padStart(8, "0")}0001`))],
  );

  // Jobs.
  const areaOf = weighted(random, Object.entries(vocabulary).map(([area, v]) => [area as Area, v.weight] as const));
  const cityOf = weighted(random, cities);
  const statusOf = weighted<StatusVaga>(random, [["ATIVA", 80], ["PAUSADA", 12], ["ENCERRADA", 8]]);
  const modalityOf = weighted<ModalidadeTrabalho>(random, [["PRESENCIAL", 60], ["HIBRIDO", 25], ["REMOTO", 15]]);
  const contractOf = weighted<TipoContrato>(random, [
    ["CLT", 65],
    ["PJ", 15],
    ["ESTAGIO", 6],
    ["TEMPORARIO", 6],
    ["FREELANCER", 4],
    ["TRAINEE", 4],
  ]);
  const levelOf = weighted<NivelVaga>(random, [
    ["JUNIOR", 30],
    ["PLENO", 30],
    ["SENIOR", 15],
    ["APRENDIZ", 3],
    ["ESPECIALISTA", 5],
    ["COORDENADOR", 6],
    ["GERENTE", 5],
    ["DIRETOR", 2],
    ["C_LEVEL", 1],
  ]);
  const now = Date.now();
  const year = 365 * 86_400_000;

  const columns = {
    id: [] as string[],
    empresaId: [] as string[],
    titulo: [] as string[],
    descricao: [] as string[],
    requisitosObrigatorios: [] as string[],
    requisitosDesejaveis: [] as (string | null)[],
    areaAtuacao: [] as string[],
    nivelVaga: [] as string[],
    tipoContrato: [] as string[],
    modalidadeTrabalho: [] as string[],
    localizacao: [] as (string | null)[],
    faixaSalarialMin: [] as (number | null)[],
    faixaSalarialMax: [] as (number | null)[],
    beneficios: [] as string[],
    numeroPosicoes: [] as number[],
    statusVaga: [] as string[],
    createdAt: [] as string[],
  };
  const flush = async () => {
    await client.query(
      `INSERT INTO "Vaga" (id, "empresaId", titulo, descricao, "requisitosObrigatorios", "requisitosDesejaveis", "areaAtuacao",
         "nivelVaga", "tipoContrato", "modalidadeTrabalho", localizacao, "faixaSalarialMin", "faixaSalarialMax", beneficios,
         "numeroPosicoes", "statusVaga", "createdAt", "updatedAt")
       SELECT id, e, t, d, r, rd, a, n::"NivelVaga", c::"TipoContrato", m::"ModalidadeTrabalho", l, smin, smax, b, p,
         s::"StatusVaga", ca, ca
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
         $10::text[], $11::text[], $12::int[], $13::int[], $14::text[], $15::int[], $16::text[], $17::timestamp[])
         AS t(id, e, t, d, r, rd, a, n, c, m, l, smin, smax, b, p, s, ca)`,
      Object.values(columns),
    );
    for (const column of Object.values(columns)) column.length = 0;
  };

  for (let i = 0; i < JOBS; i++) {
    const area = areaOf();
    const words = vocabulary[area];
    const contract = contractOf();
    const level: NivelVaga =
      contract === "ESTAGIO" ? (random() < 0.5 ? "ESTAGIO" : "ESTAGIARIO") : contract === "TRAINEE" ? "TRAINEE" : levelOf();
    const suffix = levelSuffix[level] && random() < 0.4 ? ` ${levelSuffix[level]}` : "";
    const prefix = level === "ESTAGIO" || level === "ESTAGIARIO" ? "Estágio - " : level === "TRAINEE" ? "Trainee - " : "";
    const modality = modalityOf();
    const city = cityOf();
    const base = levelBase[level] * (areaFactor[area] ?? 1) * (0.8 + random() * 0.5);
    const low = Math.round(base / 100) * 100;
    const high = Math.round((base * (1.2 + random() * 0.3)) / 100) * 100;
    const salaryShape = random();

    columns.id.push(`bench_vaga_${i}`);
    columns.empresaId.push(companyIds[Math.floor(random() * companyIds.length)]!);
    columns.titulo.push(`${prefix}${pick(words.roles)} ${pick(words.specialities)}${suffix}`);
    columns.descricao.push(
      [...pickSome(words.openings, 1, 2), ...pickSome(generalSentences, 2, 3), `Local de trabalho: ${modality === "REMOTO" ? "remoto" : city}.`].join(" "),
    );
    columns.requisitosObrigatorios.push([...pickSome(words.requirements, 2, 4), ...pickSome(generalRequirements, 0, 2)].join("\n"));
    columns.requisitosDesejaveis.push(random() < 0.5 ? pickSome(words.requirements, 1, 2).join("\n") : null);
    columns.areaAtuacao.push(area);
    columns.nivelVaga.push(level);
    columns.tipoContrato.push(contract);
    columns.modalidadeTrabalho.push(modality);
    columns.localizacao.push(modality === "REMOTO" ? (random() < 0.5 ? null : "Remoto") : city);
    columns.faixaSalarialMin.push(salaryShape < 0.2 || (salaryShape >= 0.35 && salaryShape < 0.45) ? null : low);
    columns.faixaSalarialMax.push(salaryShape < 0.35 ? null : high);
    columns.beneficios.push(pickSome(benefitsPool, 3, 6).join("\n"));
    columns.numeroPosicoes.push(random() < 0.85 ? 1 : 2 + Math.floor(random() * 9));
    columns.statusVaga.push(statusOf());
    columns.createdAt.push(new Date(now - random() * year).toISOString());
    if (columns.id.length === BATCH) await flush();
  }
  if (columns.id.length) await flush();
}

// ---------------------------------------------------------------------------
// The naive implementation: ILIKE over the texts, newest first, plus a COUNT.

function naiveSql(filtros: Filtros): { where: string; values: unknown[] } {
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const clauses = [`v."statusVaga" = 'ATIVA'`];
  for (const word of (filtros.texto ?? "").split(/\s+/).filter(Boolean)) {
    const p = param(`%${word}%`);
    clauses.push(
      `(v.titulo ILIKE ${p} OR v.descricao ILIKE ${p} OR v."requisitosObrigatorios" ILIKE ${p} OR v."areaAtuacao" ILIKE ${p} OR e."nomeEmpresa" ILIKE ${p})`,
    );
  }
  if (filtros.localizacao) clauses.push(`v.localizacao ILIKE ${param(`%${filtros.localizacao}%`)}`);
  if (filtros.areaAtuacao) clauses.push(`v."areaAtuacao" = ${param(filtros.areaAtuacao)}`);
  if (filtros.nivelVaga) {
    clauses.push(`v."nivelVaga"::text = ANY(${param(nivelSearchGroups[filtros.nivelVaga] ?? [filtros.nivelVaga])}::text[])`);
  }
  if (filtros.tipoContrato) clauses.push(`v."tipoContrato"::text = ${param(filtros.tipoContrato)}`);
  if (filtros.modalidadeTrabalho) clauses.push(`v."modalidadeTrabalho"::text = ${param(filtros.modalidadeTrabalho)}`);
  return { where: clauses.join(" AND "), values };
}

async function naiveSearch(client: pg.Client, filtros: Filtros): Promise<{ rows: number; total: number }> {
  const { where, values } = naiveSql(filtros);
  const from = `FROM "Vaga" v JOIN "Empresa" e ON e.id = v."empresaId" WHERE ${where}`;
  const page = await client.query(
    `SELECT v.id, v.titulo, v.localizacao, v."faixaSalarialMin", v."faixaSalarialMax", v."createdAt", e."nomeEmpresa"
     ${from} ORDER BY v."createdAt" DESC LIMIT 20`,
    values,
  );
  const count = await client.query<{ count: number }>(`SELECT count(*)::int AS count ${from}`, values);
  return { rows: page.rowCount ?? 0, total: count.rows[0]!.count };
}

// ---------------------------------------------------------------------------
// Measuring

interface Stats {
  p50: number;
  p95: number;
  max: number;
  n: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
  return { p50: at(50), p95: at(95), max: sorted.at(-1)!, n: sorted.length };
}

const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);

function table(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
}

interface Statement {
  text: string;
  values: unknown[];
}

/** A pg Pool whose clients report every statement they run (Prisma's driver adapter uses client.query). */
function countingPool(connectionString: string, onStatement: (statement: Statement) => void): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  pool.on("connect", (client) => {
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const [first, second] = args;
      if (typeof first === "string") onStatement({ text: first, values: Array.isArray(second) ? second : [] });
      else if (first && typeof first === "object" && "text" in first) {
        const config = first as { text: string; values?: unknown[] };
        onStatement({ text: config.text, values: config.values ?? [] });
      }
      return original(...args);
    };
  });
  return pool;
}

// ---------------------------------------------------------------------------

async function main() {
  const started = performance.now();
  const serverUrl = process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
  const dbName = `encaixe_bench_${randomBytes(4).toString("hex")}`;
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${dbName}`;

  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();
  log(`created database ${dbName}`);

  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    if (process.env.BENCH_KEEP_DB === "1") {
      log(`BENCH_KEEP_DB=1: kept ${dbUrl} (drop it with: dropdb -h ${dbUrl.hostname} -U ${dbUrl.username || "postgres"} ${dbName})`);
      return;
    }
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await dropper.end();
    log(`dropped database ${dbName}`);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: dropping the database`);
    void drop().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  let server: Server | undefined;
  let prisma: PrismaClient | undefined;
  let pool: pg.Pool | undefined;
  const direct = new pg.Client({ connectionString: dbUrl.toString() });
  try {
    // Migrations, through the app's own code path.
    const migrated = await openDatabase({ databaseUrl: dbUrl.toString(), dataDir: "", log });
    await migrated.close();

    // Load.
    await direct.connect();
    let t = performance.now();
    await loadData(direct);
    const loadSeconds = (performance.now() - t) / 1000;
    t = performance.now();
    await direct.query(`VACUUM ANALYZE "Vaga"`);
    await direct.query(`VACUUM ANALYZE "Empresa"`);
    const { rows: sizeRows } = await direct.query<{ size: string; active: number }>(
      `SELECT pg_size_pretty(pg_total_relation_size('"Vaga"')) AS size,
              (SELECT count(*)::int FROM "Vaga" WHERE "statusVaga" = 'ATIVA') AS active`,
    );
    const { rows: versionRows } = await direct.query<{ server_version: string }>("SHOW server_version");
    const postgresVersion = versionRows[0]!.server_version.split(" ")[0];
    const loadAtStart = loadavg()[0]!;
    log(
      `loaded ${COMPANIES} companies and ${JOBS.toLocaleString("en")} jobs (${sizeRows[0]!.active.toLocaleString("en")} ATIVA, ` +
        `table + indexes ${sizeRows[0]!.size}) in ${loadSeconds.toFixed(1)} s; VACUUM ANALYZE ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );

    // The real app, in-process, over real HTTP, with a Prisma client whose pool counts statements.
    let recording: Statement[] | null = null;
    pool = countingPool(dbUrl.toString(), (statement) => recording?.push(statement));
    prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
    // A partner's view: production rules, its own documents through an API key.
    const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "error", API_KEY_HOURLY_LIMIT: "1000000" });
    const { key } = await createApiKey(prisma, "bench");
    const headers = { "content-type": "application/json", authorization: `Bearer ${key}` };
    server = createServer(createNodeListener(createApp({ db: prisma, config })));
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;

    const search = async (filtros: Filtros) => {
      const response = await fetch(url, {
        method: "POST",
        headers,
        body: JSON.stringify({ query: searchQuery, variables: { filtros } }),
      });
      const body = (await response.json()) as {
        data?: { vagas: { totalCount: number; edges: unknown[] } };
        errors?: unknown[];
      };
      if (!response.ok || body.errors || !body.data) throw new Error(`search failed: ${JSON.stringify(body).slice(0, 500)}`);
      return { rows: body.data.vagas.edges.length, total: body.data.vagas.totalCount };
    };

    // Statements per search page.
    const countStatements = async (filtros: Filtros) => {
      recording = [];
      await search(filtros);
      const statements: Statement[] = recording;
      recording = null;
      return statements;
    };
    const withText = await countStatements({ texto: "desenvolvedor", localizacao: "sao paulo" });
    const withoutText = await countStatements({ areaAtuacao: "tecnologia" });
    const smallPage = await (async () => {
      recording = [];
      const response = await fetch(url, {
        method: "POST",
        headers,
        body: JSON.stringify({ query: searchQuery.replace("first: 20", "first: 5"), variables: { filtros: { texto: "analista" } } }),
      });
      await response.json();
      const statements: Statement[] = recording;
      recording = null;
      return statements;
    })();
    log(`statements for one search page (text): ${withText.length}`);
    for (const statement of withText) log(`  ${statement.text.replace(/\s+/g, " ").trim().slice(0, 150)}`);
    log(`statements for one search page (no text): ${withoutText.length}; page of 5 with text: ${smallPage.length}`);

    // Ours: warm up, then ROUNDS sequential rounds of the mix.
    const ours = mix.map(() => [] as number[]);
    const oursResult = mix.map(() => ({ rows: 0, total: 0 }));
    for (let round = 0; round < WARMUP_ROUNDS; round++) for (const query of mix) await search(query.filtros);
    t = performance.now();
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, query] of mix.entries()) {
        const start = performance.now();
        oursResult[i] = await search(query.filtros);
        ours[i]!.push(performance.now() - start);
      }
    }
    log(`ours: ${ROUNDS} rounds × ${mix.length} queries in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    // Naive: one warm-up round, then NAIVE_ROUNDS rounds, over a direct connection.
    const naive = mix.map(() => [] as number[]);
    const naiveResult = mix.map(() => ({ rows: 0, total: 0 }));
    for (const query of mix) await naiveSearch(direct, query.filtros);
    t = performance.now();
    for (let round = 0; round < NAIVE_ROUNDS; round++) {
      for (const [i, query] of mix.entries()) {
        const start = performance.now();
        naiveResult[i] = await naiveSearch(direct, query.filtros);
        naive[i]!.push(performance.now() - start);
      }
    }
    log(`naive: ${NAIVE_ROUNDS} rounds × ${mix.length} queries in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    // Per query.
    console.log("");
    table(
      ["query", "matches", "ours p50", "ours p95", "naive matches", "naive p50", "ratio p50"],
      mix.map((query, i) => {
        const o = stats(ours[i]!);
        const n = stats(naive[i]!);
        return [
          query.name,
          oursResult[i]!.total.toLocaleString("en"),
          ms(o.p50),
          ms(o.p95),
          naiveResult[i]!.total.toLocaleString("en"),
          ms(n.p50),
          `${(n.p50 / o.p50).toFixed(1)}×`,
        ];
      }),
    );

    // Optional: the plans of our statements for the slowest query of the mix.
    const slowest = mix.map((query, i) => ({ query, p95: stats(ours[i]!).p95 })).sort((a, b) => b.p95 - a.p95)[0]!;
    if (process.env.BENCH_EXPLAIN === "1" || slowest.p95 > TARGET_P95_MS) {
      console.log(`\n[bench] EXPLAIN ANALYZE of the statements for the slowest query: ${slowest.query.name} (p95 ${ms(slowest.p95)} ms)`);
      for (const statement of await countStatements(slowest.query.filtros)) {
        if (!/"Vaga"/.test(statement.text)) continue;
        const plan = await direct.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
        console.log(`\n${statement.text.replace(/\s+/g, " ").trim()}\n  values: ${JSON.stringify(statement.values)}`);
        for (const row of plan.rows) console.log(`  ${row["QUERY PLAN"]}`);
      }
    }

    // Summary.
    const all = stats(ours.flat());
    const allNaive = stats(naive.flat());
    const ratio = allNaive.p50 / all.p50;
    const ratio95 = allNaive.p95 / all.p95;
    const constant = new Set([withText.length, smallPage.length]).size === 1;
    console.log("");
    console.log(
      `Job search benchmark: ${JOBS.toLocaleString("en")} jobs, ${COMPANIES} companies, ${mix.length} queries; ` +
        `ours over GraphQL/HTTP (${ROUNDS} rounds), naive SQL over a direct pg connection (${NAIVE_ROUNDS} rounds); ` +
        `PostgreSQL ${postgresVersion}, load average ${loadAtStart.toFixed(1)} → ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs`,
    );
    table(
      ["measure", "result", "target", "ok"],
      [
        ["ours p50 (ms)", ms(all.p50), "", ""],
        ["ours p95 (ms)", ms(all.p95), `≤ ${TARGET_P95_MS}`, all.p95 <= TARGET_P95_MS ? "yes" : "NO"],
        ["ours max (ms)", ms(all.max), "", ""],
        ["naive p50 (ms)", ms(allNaive.p50), "", ""],
        ["naive p95 (ms)", ms(allNaive.p95), "", ""],
        ["naive max (ms)", ms(allNaive.max), "", ""],
        ["naive/ours p50", `${ratio.toFixed(1)}×`, `≥ ${TARGET_RATIO}×`, ratio >= TARGET_RATIO ? "yes" : "NO"],
        ["naive/ours p95", `${ratio95.toFixed(1)}×`, `≥ ${TARGET_RATIO}×`, ratio95 >= TARGET_RATIO ? "yes" : "NO"],
        ["SQL statements, search with text", String(withText.length), "small constant", ""],
        ["SQL statements, search without text", String(withoutText.length), "small constant", ""],
        ["SQL statements, page of 5 vs 20", `${smallPage.length} vs ${withText.length}`, "equal", constant ? "yes" : "NO"],
      ],
    );
    log(`total time ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    if (server) {
      server.closeAllConnections();
      await new Promise((resolve) => server!.close(resolve));
    }
    await prisma?.$disconnect().catch(() => {});
    await pool?.end().catch(() => {});
    await direct.end().catch(() => {});
    await drop();
  }
}

await main().catch((error: unknown) => {
  console.error("[bench] failed:", error);
  process.exitCode = 1;
});
