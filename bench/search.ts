// Job search benchmark (not a test): `npm run bench [-- --jobs 1000000]`. See bench/README.md.
//
// 1. creates a fresh PostgreSQL database and applies the migrations,
// 2. loads 500 companies and the synthetic jobs (indexes built after the load),
// 3. adds the trigram indexes a PostgreSQL user would add for an ILIKE search (the baseline),
// 4. counts the SQL statements the app issues for a first page and a later one,
// 5. times both sides alternated, round by round, each with several concurrent
//    clients following every search of the workload through its pages,
// 6. drops the database (also on error or Ctrl-C).
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import pg from "pg";
import { createApp } from "../server/app.ts";
import { createApiKey } from "../server/auth/apiKeys.ts";
import { loadConfig } from "../server/config.ts";
import { connectionSettings, openDatabase, PgFactory } from "../server/db/database.ts";
import { PrismaClient } from "../server/db/generated/prisma/client.ts";
import { createNodeListener } from "../server/http/node.ts";
import { nivelSearchGroups } from "../shared/catalog.ts";
import { cpuSeconds, cpuSpent } from "./processes.ts";
import { percentile, type Sample, sampleGroups } from "./samples.ts";
import { loadJobs, writeSinceVacuum } from "./load.ts";
import { describeMachine, measureMachine } from "./machine.ts";
import { type Filtros, searchClass, searches } from "./vocabulary.ts";

const { values: flags } = parseArgs({
  options: { jobs: { type: "string" }, clients: { type: "string" }, rounds: { type: "string" }, pages: { type: "string" }, writes: { type: "string" } },
});
const JOBS = positiveInt("jobs", "BENCH_JOBS", 100_000);
const CLIENTS = positiveInt("clients", "BENCH_CLIENTS", 4);
const ROUNDS = positiveInt("rounds", "BENCH_ROUNDS", 5);
const PAGES = positiveInt("pages", "BENCH_PAGES", 3);
/** Jobs published after the load's VACUUM (and about half as many closed or edited): 2% of the table unless told; 0 writes none. */
const WRITES = countOrNone("writes", "BENCH_WRITES", Math.ceil(JOBS / 50));
const PAGE_SIZE = 20;
const TARGET_P95_MS = 50;

/** As positiveInt, where 0 means none. */
function countOrNone(flag: keyof typeof flags, variable: string, fallback: number): number {
  const value = flags[flag] ?? process.env[variable];
  return value && Number(value.replaceAll("_", "")) === 0 ? 0 : positiveInt(flag, variable, fallback);
}

function positiveInt(flag: keyof typeof flags, variable: string, fallback: number): number {
  const value = flags[flag] ?? process.env[variable];
  if (!value) return fallback;
  const parsed = Number(value.replaceAll("_", ""));
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`--${flag} (${variable}) must be a positive integer, got "${value}"`);
  return parsed;
}

const log = (message: string) => console.log(`[bench] ${message}`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------
// The baseline: ILIKE per word over the job's texts, with trigram indexes,
// newest first with keyset pagination, and a count capped like ours.

/** The texts a user would ILIKE, as one expression (`v` is the alias, "" in the index). */
const baselineText = (v: string) =>
  `(${v}titulo || ' ' || ${v}"areaAtuacao" || ' ' || ${v}"requisitosObrigatorios" || ' ' || coalesce(${v}"requisitosDesejaveis", '') || ' ' || ${v}descricao)`;

async function addBaselineIndexes(pool: pg.Pool) {
  const t = performance.now();
  await Promise.all(
    [
      // Without a pending list, as ours (migration search_indexes_without_pending_list): the writes after the
      // VACUUM would otherwise leave one for the baseline's scans alone to read.
      `CREATE INDEX bench_baseline_text ON "Vaga" USING gin (${baselineText("")} gin_trgm_ops) WITH (fastupdate = off) WHERE "statusVaga" = 'ATIVA'`,
      `CREATE INDEX bench_baseline_place ON "Vaga" USING gin (localizacao gin_trgm_ops) WITH (fastupdate = off) WHERE "statusVaga" = 'ATIVA'`,
    ].map(async (sql) => {
      const client = await pool.connect();
      try {
        await client.query("SET maintenance_work_mem = '1GB'");
        await client.query(sql);
      } finally {
        client.release();
      }
    }),
  );
  await pool.query(`ANALYZE "Vaga"`);
  log(`baseline trigram indexes built in ${seconds(t)}`);
}

interface Page {
  rows: number;
  total?: { count: number; estimate: boolean };
  next: string | null;
}

async function baselinePage(pool: pg.Pool, filtros: Filtros, after: string | null): Promise<Page> {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const clauses = [`v."statusVaga" = 'ATIVA'`];
  for (const word of (filtros.texto ?? "").split(/\s+/).filter(Boolean)) clauses.push(`${baselineText("v.")} ILIKE ${param(`%${word}%`)}`);
  if (filtros.localizacao) clauses.push(`v.localizacao ILIKE ${param(`%${filtros.localizacao}%`)}`);
  if (filtros.areaAtuacao) clauses.push(`v."areaAtuacao" = ${param(filtros.areaAtuacao)}`);
  if (filtros.nivelVaga) clauses.push(`v."nivelVaga"::text = ANY(${param(nivelSearchGroups[filtros.nivelVaga] ?? [filtros.nivelVaga])}::text[])`);
  if (filtros.tipoContrato) clauses.push(`v."tipoContrato"::text = ${param(filtros.tipoContrato)}`);
  if (filtros.modalidadeTrabalho) clauses.push(`v."modalidadeTrabalho"::text = ${param(filtros.modalidadeTrabalho)}`);
  const where = clauses.join(" AND ");
  const [c, i] = after ? (JSON.parse(after) as [string, string]) : [];
  const keyset = after ? ` AND (v."createdAt", v.id) < (${param(c)}::timestamp, ${param(i)})` : "";
  const page = pool.query<{ id: string; created: string }>(
    `SELECT v.id, to_char(v."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.US') AS created, v.titulo, left(v.descricao, 241) AS resumo, v.localizacao,
       v."faixaSalarialMin", v."faixaSalarialMax", v."areaAtuacao", v."modalidadeTrabalho", v."tipoContrato", v."nivelVaga",
       e."nomeEmpresa", e."logoId"
     FROM "Vaga" v JOIN "Empresa" e ON e.id = v."empresaId" WHERE ${where}${keyset}
     ORDER BY v."createdAt" DESC, v.id DESC LIMIT ${PAGE_SIZE + 1}`,
    values,
  );
  const count = after
    ? undefined
    : pool.query<{ count: number }>(`SELECT count(*)::int AS count FROM (SELECT 1 FROM "Vaga" v WHERE ${where} LIMIT 1001) m`, values);
  const { rows } = await page;
  const counted = (await count)?.rows[0]?.count;
  const last = rows[PAGE_SIZE - 1];
  return {
    rows: Math.min(rows.length, PAGE_SIZE),
    total: counted === undefined ? undefined : { count: Math.min(counted, 1000), estimate: counted > 1000 },
    next: rows.length > PAGE_SIZE && last ? JSON.stringify([last.created, last.id]) : null,
  };
}

// ---------------------------------------------------------------------------
// Ours: the real app over HTTP and GraphQL, selecting what a job card shows.

const searchQuery = /* GraphQL */ `
  query Bench($filtros: VagaFiltros, $first: Int, $after: String) {
    vagas(first: $first, after: $after, filtros: $filtros) {
      totalCount
      totalCountIsLowerBound
      pageInfo { hasNextPage endCursor }
      edges { node { id titulo resumo localizacao faixaSalarialMin faixaSalarialMax createdAt areaAtuacao
        modalidadeTrabalho tipoContrato nivelVaga empresa { id nomeEmpresa logoUrl } } }
    }
  }`;

type Vagas = { totalCount: number; totalCountIsLowerBound: boolean; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: unknown[] };

function graphqlClient(url: string, key: string) {
  return async (filtros: Filtros, after: string | null, first = PAGE_SIZE): Promise<Page> => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
      body: JSON.stringify({ query: searchQuery, variables: { filtros, first, after } }),
    });
    const body = (await response.json()) as { data?: { vagas: Vagas }; errors?: unknown[] };
    if (!response.ok || body.errors || !body.data) throw new Error(`search failed: ${JSON.stringify(body).slice(0, 500)}`);
    const { vagas } = body.data;
    return {
      rows: vagas.edges.length,
      total: { count: vagas.totalCount, estimate: vagas.totalCountIsLowerBound },
      next: vagas.pageInfo.hasNextPage ? vagas.pageInfo.endCursor : null,
    };
  };
}

// ---------------------------------------------------------------------------
// Measuring

type Side = (filtros: Filtros, after: string | null) => Promise<Page>;

/** What a side's measured rounds cost the machine: wall time, this process's CPU and PostgreSQL's, over their pages. */
interface Spent {
  pages: number;
  wallMs: number;
  processMs: number;
  databaseMs: number;
}

/**
 * Where a side's time goes: this process's CPU (the server's work and the clients' own, which share its thread)
 * and that of the bench database's PostgreSQL backends (from /proc), around a round that records its pages into
 * `samples`. Four clients on two cores queue for them, and a p95 is mostly that queue: the share of a core each
 * took says which one it waited for.
 */
async function spending(direct: pg.Pool, samples: Sample[], run: () => Promise<void>, into: Spent) {
  const backends = async () => (await direct.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = current_database()")).rows.map((row) => row.pid);
  const database = cpuSeconds(await backends());
  const process0 = process.cpuUsage();
  const started = performance.now();
  const recorded = samples.length;
  await run();
  into.pages += samples.length - recorded;
  into.wallMs += performance.now() - started;
  const { user, system } = process.cpuUsage(process0);
  into.processMs += (user + system) / 1000;
  into.databaseMs += cpuSpent(database, cpuSeconds(await backends())) * 1000;
}

function describeSpent(side: string, { pages, wallMs, processMs, databaseMs }: Spent): string {
  const share = (ms: number) => `${((100 * ms) / wallMs).toFixed(0)}% of a core`;
  return `${side}: this process ${(processMs / pages).toFixed(2)} ms of CPU per page (${share(processMs)}), PostgreSQL ${(databaseMs / pages).toFixed(2)} ms (${share(databaseMs)})`;
}

/** Every search of the workload followed through up to PAGES pages, CLIENTS searches at a time. */
async function round(side: Side, samples: Sample[] | null, totals: (Page["total"] | undefined)[]) {
  let next = 0;
  const client = async () => {
    for (let search = next++; search < searches.length; search = next++) {
      let after: string | null = null;
      for (let page = 1; page <= PAGES; page++) {
        const start = performance.now();
        const result: Page = await side(searches[search]!.filtros, after);
        samples?.push({ search, page, ms: performance.now() - start });
        if (page === 1) totals[search] = result.total;
        if (!result.next) break;
        after = result.next;
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
}

const ms = (value: number) => (Number.isNaN(value) ? "-" : value.toFixed(value < 10 ? 2 : 1));
const ratio = (baseline: number, ours: number) => (Number.isNaN(baseline / ours) ? "-" : `${(baseline / ours).toFixed(1)}×`);
const total = (t: Page["total"]) => (t ? `${t.estimate ? "~" : ""}${t.count.toLocaleString("en")}` : "-");

function table(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  console.log(`\n${line(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const row of rows) console.log(line(row));
}

function report(ours: Sample[], baseline: Sample[], oursTotals: (Page["total"] | undefined)[], baselineTotals: (Page["total"] | undefined)[]) {
  const of = (samples: Sample[], keep: (s: Sample) => boolean) => samples.filter(keep);
  table(
    ["search", "ours matches", "ours p50 p1", "ours p50 p2+", "baseline matches", "baseline p50 p1", "ratio p50"],
    searches.map((search, i) => {
      const mine = of(ours, (s) => s.search === i);
      const theirs = of(baseline, (s) => s.search === i);
      return [
        search.name,
        total(oursTotals[i]),
        ms(percentile(of(mine, (s) => s.page === 1), 50)),
        ms(percentile(of(mine, (s) => s.page > 1), 50)),
        total(baselineTotals[i]),
        ms(percentile(of(theirs, (s) => s.page === 1), 50)),
        ratio(percentile(theirs, 50), percentile(mine, 50)),
      ];
    }),
  );
  table(
    ["pages (ms)", "n", "ours p50", "ours p95", "baseline p50", "baseline p95", "ratio p50", "ratio p95"],
    sampleGroups.map(([name, keep]) => {
      const [mine, theirs] = [of(ours, keep), of(baseline, keep)];
      const [o50, o95, b50, b95] = [percentile(mine, 50), percentile(mine, 95), percentile(theirs, 50), percentile(theirs, 95)];
      return [name, String(mine.length), ms(o50), ms(o95), ms(b50), ms(b95), ratio(b50, o50), ratio(b95, o95)];
    }),
  );
  const target = percentile(of(ours, (s) => searchClass(searches[s.search]!.filtros) === "text + 2 filters"), 95);
  const [first, later] = [percentile(of(ours, (s) => s.page === 1), 95), percentile(of(ours, (s) => s.page > 1), 95)];
  console.log(`\nours, text + 2 filters, p95 ${ms(target)} ms (target ≤ ${TARGET_P95_MS}): ${target <= TARGET_P95_MS ? "yes" : "NO"}`);
  console.log(`ours, later pages p95 ${ms(later)} ms vs first pages ${ms(first)} ms: ${later <= first ? "no slower" : "SLOWER"}`);
}

// ---------------------------------------------------------------------------

interface Statement {
  text: string;
  values: unknown[];
}

/** A pg Pool whose clients report every statement they run (Prisma's driver adapter uses client.query). */
function countingPool(connectionString: string, onStatement: (statement: Statement) => void): pg.Pool {
  const pool = new pg.Pool({ ...connectionSettings, connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  // The database is dropped WITH (FORCE) at the end: a connection still idle then ends, which is no failure of the run.
  pool.on("error", () => {});
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

/** The real app in-process over HTTP, on a Prisma client whose pool reports every statement to `recorder`. */
async function startApp(dbUrl: URL, recorder: { recording: Statement[] | null }) {
  const pool = countingPool(dbUrl.toString(), (statement) => recorder.recording?.push(statement));
  // The server's own adapter: statements that come back are prepared, as in production.
  const prisma = new PrismaClient({ adapter: new PgFactory(pool) });
  // A partner's view: production rules, its own documents through an API key. The response cache is off:
  // the benchmark repeats its searches, which the cache would answer without searching.
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "error",
    API_KEY_HOURLY_LIMIT: "1000000000",
    DATABASE_URL: dbUrl.toString(),
    RESPONSE_CACHE: "off",
    // As deployed with more than one process: the request limits in Redis when REDIS_URL is set (a prefix of
    // the bench's own), else in PostgreSQL, where they cost each request statements of its own.
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `bench-${randomBytes(4).toString("hex")}:` } : {}),
  });
  const { key } = await createApiKey(prisma, "bench");
  const app = createApp({ db: prisma, config });
  const server = createServer(createNodeListener(app));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const search = graphqlClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, key);
  /** The statements one page issues, leaving out the request's own bookkeeping (the partner key, the rate limit). */
  const statementsOf = async (run: () => Promise<Page>) => {
    recorder.recording = [];
    const page = await run();
    const seen: Statement[] = recorder.recording;
    recorder.recording = null;
    // The app's own loops (alert sweeps, the e-mail outbox) run on their clock, whichever request is being counted.
    const requests = seen.filter((statement) => !/"AlertaVaga"|"Email"/.test(statement.text));
    const searchOnly = requests.filter((statement) => !/"ApiKey"|"RateLimiterFlexible"/.test(statement.text));
    return { page, seen: searchOnly, bookkeeping: requests.length - searchOnly.length };
  };
  const stop = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    // The app's own loops (e-mail delivery, alert sweeps) and its Redis connection would keep the process alive.
    await app.close();
    await prisma.$disconnect().catch(() => {});
    await pool.end().catch(() => {});
  };
  return { search, statementsOf, stop };
}

type App = Awaited<ReturnType<typeof startApp>>;

/** A first page, its second page, a page without text, and a page of 5: how many statements each issues. */
async function countStatements({ search, statementsOf }: App) {
  const target = searches.find((s) => searchClass(s.filtros) === "text + 2 filters")!.filtros;
  // A process's first text search also reads the table's size, which it then knows for 10 minutes (walksWeeks).
  await search({ texto: "vendedor" }, null);
  const first = await statementsOf(() => search(target, null));
  const later = await statementsOf(() => search(target, first.page.next));
  const noText = await statementsOf(() => search({ areaAtuacao: "tecnologia" }, null));
  const small = await statementsOf(() => search(target, null, 5));
  for (const [label, run] of [["first page, text + 2 filters", first], ["its second page", later], ["first page without text", noText]] as const) {
    log(`${label}: ${run.seen.length} search statements (+${run.bookkeeping} for the key and rate limit)`);
    for (const statement of run.seen) log(`  ${statement.text.replace(/\s+/g, " ").trim().slice(0, 160)}`);
  }
  return `search statements per page: first ${first.seen.length} (page of 5: ${small.seen.length}), later ${later.seen.length}, first without text ${noText.seen.length}; plus ${first.bookkeeping} for the key and rate limit`;
}

/** BENCH_EXPLAIN=1: the plans of the statements behind the slowest search's first two pages; BENCH_EXPLAIN=name: that search's. */
async function explainSlowest({ search, statementsOf }: App, ours: Sample[], direct: pg.Pool, name: string) {
  const p95 = (i: number) => percentile(ours.filter((sample) => sample.search === i), 95);
  const named = name === "1" ? -1 : searches.findIndex((s) => s.name.startsWith(name));
  if (name !== "1" && named < 0) throw new Error(`BENCH_EXPLAIN=${name}: no search's name begins so`);
  const slowest = named >= 0 ? named : searches.map((_, i) => i).sort((a, b) => p95(b) - p95(a))[0]!;
  const one = await statementsOf(() => search(searches[slowest]!.filtros, null));
  const two = one.page.next ? await statementsOf(() => search(searches[slowest]!.filtros, one.page.next)) : { seen: [] };
  console.log(`\n[bench] plans for ${named >= 0 ? "the search" : "the slowest search,"} ${searches[slowest]!.name} (p95 ${ms(p95(slowest))} ms)`);
  for (const statement of [...one.seen, ...two.seen].filter((statement) => /^\s*(\/\*[^*]*\*\/\s*)?(SELECT|WITH)/.test(statement.text))) {
    const plan = await direct.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
    console.log(`\n${statement.text.replace(/\s+/g, " ").trim()}\n  values: ${JSON.stringify(statement.values)}`);
    for (const row of plan.rows) console.log(`  ${row["QUERY PLAN"]}`);
  }
}

/** Warm-up (not recorded), then ROUNDS rounds, each running both sides, which one first alternating. */
async function measure(search: Side, baseline: Side, direct: pg.Pool) {
  const ours: Sample[] = [];
  const theirs: Sample[] = [];
  const oursTotals: (Page["total"] | undefined)[] = [];
  const baselineTotals: (Page["total"] | undefined)[] = [];
  const oursSpent: Spent = { pages: 0, wallMs: 0, processMs: 0, databaseMs: 0 };
  const baselineSpent: Spent = { ...oursSpent };
  await round(search, null, oursTotals);
  await round(baseline, null, baselineTotals);
  const t = performance.now();
  for (let r = 0; r < ROUNDS; r++) {
    const sides: [Side, Sample[], (Page["total"] | undefined)[], Spent][] = [
      [search, ours, oursTotals, oursSpent],
      [baseline, theirs, baselineTotals, baselineSpent],
    ];
    for (const [side, samples, totals, spent] of r % 2 ? sides.reverse() : sides) await spending(direct, samples, () => round(side, samples, totals), spent);
    log(`round ${r + 1}/${ROUNDS} done (${seconds(t)})`);
  }
  return { ours, theirs, oursTotals, baselineTotals, spent: `${describeSpent("ours", oursSpent)}; ${describeSpent("baseline", baselineSpent)}` };
}

async function main() {
  const started = performance.now();
  const serverUrl = process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
  // Before the load, so that the machine is measured quiet rather than checkpointing a million rows.
  const machine = await measureMachine(serverUrl, process.env.REDIS_URL);
  // A database kept by an earlier run (BENCH_KEEP_DB=1) is searched as it is: no load, and it stays.
  const reused = process.env.BENCH_REUSE_DB;
  const dbName = reused || `encaixe_bench_${randomBytes(4).toString("hex")}`;
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${dbName}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  if (!reused) await admin(`CREATE DATABASE "${dbName}"`);
  log(`${reused ? "reusing" : "created"} database ${dbName}; ${CLIENTS} clients, ${ROUNDS} rounds, up to ${PAGES} pages per search`);
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    if (reused || process.env.BENCH_KEEP_DB === "1") return log(`kept ${dbName} (BENCH_REUSE_DB=${dbName} searches it again; dropdb ${dbName} drops it)`);
    await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    log(`dropped database ${dbName}`);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: dropping the database`);
    void drop().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  let app: App | undefined;
  let written: Awaited<ReturnType<typeof writeSinceVacuum>> | undefined;
  const direct = new pg.Pool({ connectionString: dbUrl.toString(), max: CLIENTS + 2 });
  direct.on("error", () => {});
  try {
    // A kept database gets the migrations added since it was loaded, so that code changes are compared on the same data.
    await (await openDatabase({ databaseUrl: dbUrl.toString(), dataDir: "", log })).close();
    if (reused) {
      if (flags.writes ?? process.env.BENCH_WRITES) log("a kept database is searched as it is: --writes (BENCH_WRITES) ignored");
      await direct.query(`ANALYZE "Vaga"`);
    } else {
      const companyIds = await loadJobs(direct, JOBS, log);
      const t = performance.now();
      await direct.query(`VACUUM ANALYZE "Vaga"`);
      await direct.query(`VACUUM ANALYZE "Empresa"`);
      log(`VACUUM ANALYZE in ${seconds(t)}`);
      await addBaselineIndexes(direct);
      // After the baseline's indexes, so that both sides search the table as it stands between two autovacuums.
      if (WRITES) written = await writeSinceVacuum(direct, JOBS, WRITES, companyIds, log);
    }
    const { rows: facts } = await direct.query<{ size: string; jobs: number; active: number; version: string }>(
      `SELECT pg_size_pretty(pg_total_relation_size('"Vaga"')) AS size, current_setting('server_version') AS version,
              (SELECT count(*)::int FROM "Vaga") AS jobs, (SELECT count(*)::int FROM "Vaga" WHERE "statusVaga" = 'ATIVA') AS active`,
    );
    app = await startApp(dbUrl, { recording: null });
    const statementsLine = await countStatements(app);
    const loadAtStart = loadavg()[0]!;
    const { ours, theirs, oursTotals, baselineTotals, spent } = await measure(app.search, (filtros, after) => baselinePage(direct, filtros, after), direct);
    report(ours, theirs, oursTotals, baselineTotals);
    const explain = process.env.BENCH_EXPLAIN;
    if (explain && explain !== "0") await explainSlowest(app, ours, direct, explain);
    const { jobs, active, size, version } = facts[0]!;
    console.log(
      `\nJob search benchmark: ${jobs.toLocaleString("en")} jobs (${active.toLocaleString("en")} ATIVA, table + indexes ${size}), ` +
        `${written ? `since the VACUUM ${written.published.toLocaleString("en")} published, ${written.closed.toLocaleString("en")} closed, ${written.edited.toLocaleString("en")} edited` : reused ? "kept database" : "nothing written since the VACUUM"}; ` +
        `${searches.length} searches × up to ${PAGES} pages of ${PAGE_SIZE}, ${CLIENTS} concurrent clients, ${ROUNDS} rounds per side, alternated; ` +
        `ours over GraphQL/HTTP, baseline SQL over a direct pg pool; PostgreSQL ${version.split(" ")[0]}; ` +
        `request limits in ${process.env.REDIS_URL ? "Redis" : "PostgreSQL"}; ` +
        `load average ${loadAtStart.toFixed(1)} → ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs`,
    );
    console.log(statementsLine);
    console.log(`CPU over the measured rounds: ${spent}`);
    console.log(describeMachine(machine));
    log(`total time ${seconds(started)}`);
  } finally {
    await app?.stop();
    await direct.end().catch(() => {});
    await drop();
  }
}

await main().catch((error: unknown) => {
  console.error("[bench] failed:", error);
  process.exitCode = 1;
});
