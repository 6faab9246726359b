// Load test (not a test): `npm run loadtest`. See bench/README.md.
//
// Seeds a fresh PostgreSQL database with the demo data, starts the built app in
// production mode (one process, then `WORKERS` processes through
// server/cluster.ts), and drives it with autocannon: half anonymous GraphQL
// (searches, job pages), a fifth job-page HTML, the rest signed-in candidate
// and company screens. Prints throughput, latency, errors, server memory, and the
// CPU the server and PostgreSQL spent per request (steadier than latency on a
// shared 2-core machine, where the load generator competes for the same cores).
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { candidates, companies } from "../scripts/seed-data.ts";
import { cpuSeconds, cpuSpent, sampleProcesses } from "./processes.ts";

const { values: args } = parseArgs({
  options: {
    connections: { type: "string", default: "200" },
    duration: { type: "string", default: "60" },
    // Seconds of the same traffic before measuring: a fresh process compiles its code and Prisma its query plans first.
    warmup: { type: "string", default: "5" },
    workers: { type: "string", default: String(availableParallelism()) },
    only: { type: "string" },
    // all: the mix below; visitors: its anonymous part alone; signed-in: its signed-in screens alone.
    traffic: { type: "string", default: "all" },
  },
});
const connections = Number(args.connections);
const duration = Number(args.duration);
const baseUrl = process.env.LOADTEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const port = 3950;
const origin = `http://127.0.0.1:${port}`;
const log = (message: string) => console.log(`[loadtest] ${message}`);

const databaseUrl = (() => {
  const url = new URL(baseUrl);
  url.pathname = `/encaixe_load_${randomBytes(4).toString("hex")}`;
  return url.toString();
})();

/** One statement over a connection of its own, closed after: nothing is left open for the database's end to break. */
async function admin(sql: string, connectionString = baseUrl) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

const serverEnv = {
  ...process.env,
  NODE_ENV: "production",
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  // Each run's limits and caches start empty: a run minutes after another must not find its sign-ins spent.
  REDIS_PREFIX: `encaixe-load-${randomBytes(4).toString("hex")}:`,
  PORT: String(port),
  LOG_LEVEL: "warn",
  // Every simulated visitor comes from 127.0.0.1: the per-client budget would refuse them as one abuser.
  CLIENT_MINUTE_LIMIT: "1000000000",
};

function run(command: string, argv: string[], env: NodeJS.ProcessEnv = serverEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { env, stdio: ["ignore", "inherit", "inherit"] });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${argv.join(" ")} exited with ${code}`))));
  });
}

async function startServer(entry: string, workers: number): Promise<ChildProcess> {
  // As `npm start` runs it: Node strips the types itself, with no loader in the process.
  const child = spawn(process.execPath, ["--experimental-transform-types", "--disable-warning=ExperimentalWarning", entry], { env: { ...serverEnv, WORKERS: String(workers) }, stdio: "inherit" });
  for (let i = 0; i < 300; i++) {
    const ready = await fetch(`${origin}/readyz`).then((r) => r.ok, () => false);
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`${entry} did not become ready`);
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.on("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** Persisted operation ids by operation name: in production the server runs nothing else. */
function persistedIds(): Map<string, string> {
  const operations = JSON.parse(readFileSync("dist/persisted-operations.json", "utf8")) as Record<string, string>;
  return new Map(Object.entries(operations).map(([id, text]) => [/(?:query|mutation) (\w+)/.exec(text)?.[1] ?? id, id]));
}

/** The PostgreSQL processes serving the load database's connections (the server's pool keeps them open through a run). */
async function databaseBackends(): Promise<number[]> {
  const rows = await admin(`SELECT pid FROM pg_stat_activity WHERE datname = '${new URL(databaseUrl).pathname.slice(1)}'`);
  return rows.map((row: { pid: number }) => row.pid);
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${origin}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password: "encaixe123" }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}

interface Traffic {
  jobIds: string[];
  candidateCookies: string[];
  companyCookies: string[];
}

const searches = [
  {},
  { texto: "analista" },
  { texto: "desenvolvedor", localizacao: "São Paulo" },
  { texto: "enfermagem" },
  { areaAtuacao: "tecnologia" },
  { modalidadeTrabalho: "REMOTO" },
  { texto: "vendas", tipoContrato: "CLT" },
  { localizacao: "Belo Horizonte - MG" },
  { texto: "professor matemática" },
  { texto: "xyzzy" },
];

/** A request of the mix and the kind of traffic it stands for, so that latency can be told apart by kind. */
interface Labelled {
  kind: string;
  request: autocannon.Request;
}

/** The GraphQL id of a row, as Pothos encodes it: a job page's query asks by it, not by the row's id. */
const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");

function requestFor(traffic: Traffic, ids: Map<string, string>): () => Labelled {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
  const graphql = (name: string, variables: Record<string, unknown>, cookie?: string): Labelled => ({
    kind: `${cookie ? "signed-in " : ""}${name}`,
    request: {
      method: "POST",
      path: "/graphql",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: ids.get(name) } }, variables }),
    },
  });
  const [from, span] = args.traffic === "visitors" ? [0, 0.7] : args.traffic === "signed-in" ? [0.7, 0.3] : [0, 1];
  return () => {
    const dice = from + Math.random() * span;
    if (dice < 0.5) {
      // A visitor: the shell's viewer query, a search, or a job page's data.
      const kind = Math.random();
      if (kind < 0.2) return graphql("RootQuery", {});
      if (kind < 0.6) return graphql("jobsIndexQuery", { filtros: pick(searches), first: 20 });
      return graphql("jobsIdQuery", { id: globalId("Vaga", pick(traffic.jobIds)) });
    }
    if (dice < 0.7) return { kind: "job page HTML", request: { method: "GET", path: `/jobs/${pick(traffic.jobIds)}`, headers: { accept: "text/html" } } };
    if (dice < 0.85) {
      const cookie = pick(traffic.candidateCookies);
      return graphql(pick(["CandidateDashboardQuery", "CandidateApplicationsQuery", "RootQuery"]), {}, cookie);
    }
    const cookie = pick(traffic.companyCookies);
    return graphql(pick(["CompanyDashboardQuery", "CompanyApplicationsQuery", "RootQuery"]), {}, cookie);
  };
}

/** Latencies (ms) and GraphQL errors by kind of request; autocannon's own figures hold them all together. */
function latencyByKind() {
  const samples = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  return {
    record(kind: string, ms: number, failed: boolean) {
      const list = samples.get(kind) ?? [];
      list.push(ms);
      samples.set(kind, list);
      if (failed) errors.set(kind, (errors.get(kind) ?? 0) + 1);
    },
    errors: () => [...errors.values()].reduce((sum, count) => sum + count, 0),
    rows() {
      return [...samples].map(([kind, list]) => {
        const sorted = list.sort((a, b) => a - b);
        return { kind, count: sorted.length, errors: errors.get(kind) ?? 0, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1)! };
      });
    },
  };
}

/** `errors` at the top of a GraphQL answer (inside a string its quotes would be escaped): alone, or after `data` when only part failed. */
const failedOperation = (body: string) => body.startsWith('{"errors":[') || body.includes(',"errors":[');

interface Timing {
  kind?: string;
  sentAt?: number;
}

/** `seconds` of the mix through autocannon; `kinds` records each answer's latency (null for a warm-up). */
function drive(seconds: number, next: () => Labelled, kinds: ReturnType<typeof latencyByKind> | null) {
  // autocannon builds a connection's next request as it sends it, and reports its response before building the next.
  return autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request, context: Timing) => {
          const { kind, request: chosen } = next();
          context.kind = kind;
          context.sentAt = performance.now();
          return { ...request, ...chosen };
        },
        // GraphQL answers a failed operation with 200 and `errors`, which autocannon would count as a success.
        onResponse: (_status, body, context: Timing) => {
          if (context.kind && context.sentAt !== undefined) kinds?.record(context.kind, performance.now() - context.sentAt, failedOperation(body));
        },
      },
    ],
  });
}

async function measure(label: string, entry: string, workers: number, traffic: Omit<Traffic, "candidateCookies" | "companyCookies">) {
  const server = await startServer(entry, workers);
  try {
    const candidateCookies = await Promise.all(candidates.slice(0, 5).map((c) => signIn(c.email)));
    const companyCookies = await Promise.all(companies.slice(0, 5).map((c) => signIn(c.email)));
    const next = requestFor({ ...traffic, candidateCookies, companyCookies }, persistedIds());
    await drive(Number(args.warmup), next, null);
    const processes = sampleProcesses(server.pid!);
    const databaseCpu = cpuSeconds(await databaseBackends());
    log(`${label}: ${connections} connections for ${duration} s`);
    const kinds = latencyByKind();
    const result = await drive(duration, next, kinds);
    const { peakMb, cpuSeconds: serverCpu } = processes.stop();
    const requests = result.requests.total;
    const perRequestMs = (seconds: number) => (requests ? (seconds * 1000) / requests : 0);
    return {
      label,
      result,
      peakMb,
      serverCpuMs: perRequestMs(serverCpu),
      databaseCpuMs: perRequestMs(cpuSpent(databaseCpu, cpuSeconds(await databaseBackends()))),
      kinds: kinds.rows(),
      graphqlErrors: kinds.errors(),
    };
  } finally {
    await stopServer(server);
  }
}

async function main() {
  await admin(`CREATE DATABASE "${new URL(databaseUrl).pathname.slice(1)}"`);
  try {
    log("seeding (demo data)");
    await run(process.execPath, ["--import", "tsx", "scripts/seed.ts"]);
    // Autovacuum's first pass over the freshly seeded tables would otherwise land inside the first measurement.
    await admin("VACUUM ANALYZE", databaseUrl);
    const jobIds = (await admin(`SELECT id FROM "Vaga" WHERE "statusVaga" = 'ATIVA'`, databaseUrl)).map((row: { id: string }) => row.id);
    const runs = [];
    if (args.only !== "cluster") runs.push(await measure("one process", "server/main.ts", 1, { jobIds }));
    const workers = Number(args.workers);
    if (args.only !== "single") runs.push(await measure(`cluster of ${workers}`, "server/cluster.ts", workers, { jobIds }));
    console.log();
    console.log(`Traffic: ${args.traffic}.\n`);
    console.log(`| server | req/s | p50 ms | p99 ms | max ms | errors | non-2xx | GraphQL errors | peak memory MB | server CPU ms/request | PostgreSQL CPU ms/request |`);
    console.log(`|---|---|---|---|---|---|---|---|---|---|---|`);
    for (const { label, result, peakMb, serverCpuMs, databaseCpuMs, graphqlErrors } of runs) {
      const errors = result.errors + result.timeouts;
      console.log(
        `| ${label} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${errors} | ${result.non2xx} | ${graphqlErrors} | ${peakMb} | ${serverCpuMs.toFixed(2)} | ${databaseCpuMs.toFixed(2)} |`,
      );
    }
    for (const { label, kinds } of runs) {
      console.log(`\n${label}, by kind of request:\n`);
      console.log(`| request | count | GraphQL errors | p50 ms | p99 ms | max ms |`);
      console.log(`|---|---|---|---|---|---|`);
      for (const row of kinds.sort((a, b) => b.p99 - a.p99)) {
        console.log(`| ${row.kind} | ${row.count} | ${row.errors} | ${row.p50.toFixed(0)} | ${row.p99.toFixed(0)} | ${row.max.toFixed(0)} |`);
      }
    }
    console.log(`\nTarget: 0 errors, p99 ≤ 250 ms. Load average now: ${loadavg().map((l) => l.toFixed(2)).join(" ")} on ${availableParallelism()} cores.`);
  } finally {
    await admin(`DROP DATABASE IF EXISTS "${new URL(databaseUrl).pathname.slice(1)}" WITH (FORCE)`);
  }
}

await main();
process.exit(0);
