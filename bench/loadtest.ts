// Load test (not a test): `npm run loadtest`. See bench/README.md.
//
// Seeds a fresh PostgreSQL database with the demo data, starts the built app in
// production mode (one process, then `WORKERS` processes through
// server/cluster.ts), and drives it with autocannon: half anonymous GraphQL
// (searches, job pages), a fifth job-page HTML, the rest signed-in candidate
// and company screens (a fifth of those whole pages, drawn by the server for
// the person). Prints throughput, latency, errors, server memory, and the
// CPU the server and PostgreSQL spent per request (steadier than latency on a
// shared 2-core machine, where the load generator competes for the same cores).
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { candidates, companies } from "../scripts/seed-data.ts";
import { describeMachine, measureMachine } from "./machine.ts";
import { connectionsByProcess, cpuSeconds, cpuSpent, sampleProcesses } from "./processes.ts";
import { admin, startServer } from "./serverProcess.ts";
import { type Labelled, ofKinds, type Part, persistedIds, requestFor, signInEach, type Traffic } from "./traffic.ts";

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
    // Each kind of request of the traffic alone, one after another, for --duration seconds each: what it costs.
    each: { type: "boolean", default: false },
    // With --each: only the kinds whose name holds this text (to profile one screen).
    kind: { type: "string" },
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

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.on("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** The PostgreSQL processes serving the load database's connections (the server's pool keeps them open through a run). */
async function databaseBackends(): Promise<number[]> {
  const rows = await admin(baseUrl, `SELECT pid FROM pg_stat_activity WHERE datname = '${new URL(databaseUrl).pathname.slice(1)}'`);
  return rows.map((row: { pid: number }) => row.pid);
}

/** Latencies (ms) and GraphQL errors by kind of request; autocannon's own figures hold them all together. */
function latencyByKind() {
  const samples = new Map<string, number[]>();
  const errors = new Map<string, number>();
  // Requests slower than a second, by the second of the run they were sent in: a stall at the start (new
  // connections waiting to be accepted) tells apart from one in the middle (a pause of the server or the machine).
  const slowBySecond = new Map<number, number>();
  const started = performance.now();
  const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  return {
    record(kind: string, ms: number, failed: boolean, sentAt: number) {
      const list = samples.get(kind) ?? [];
      list.push(ms);
      samples.set(kind, list);
      if (failed) errors.set(kind, (errors.get(kind) ?? 0) + 1);
      if (ms > 1_000) {
        const second = Math.floor((sentAt - started) / 1_000);
        slowBySecond.set(second, (slowBySecond.get(second) ?? 0) + 1);
      }
    },
    slow: () => [...slowBySecond].sort(([a], [b]) => a - b).map(([second, count]) => `${second} s: ${count}`).join(", ") || "none",
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
          if (context.kind && context.sentAt !== undefined) kinds?.record(context.kind, performance.now() - context.sentAt, failedOperation(body), context.sentAt);
        },
      },
    ],
  });
}

type TrafficWithoutCookies = Omit<Traffic, "candidateCookies" | "companyCookies">;

const settleMs = 2_000;

/** Starts `entry`, signs the seeded accounts in and warms it up with the traffic; `work` then measures it. */
async function withServer<T>(entry: string, workers: number, traffic: TrafficWithoutCookies, work: (next: () => Labelled, serverPid: number) => Promise<T>): Promise<T> {
  const server = await startServer(entry, { env: { ...serverEnv, WORKERS: String(workers) }, origin });
  try {
    const candidateCookies = await signInEach(origin, candidates.slice(0, 5).map((c) => c.email));
    const companyCookies = await signInEach(origin, companies.slice(0, 5).map((c) => c.email));
    const next = requestFor({ ...traffic, candidateCookies, companyCookies }, persistedIds(), args.traffic as Part);
    await drive(Number(args.warmup), next, null);
    // The warm-up ends by closing its connections with requests in flight, which the server finishes or drops;
    // the measured run opens its own once those are gone, not into the warm-up's leftovers.
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    return await work(next, server.pid!);
  } finally {
    await stopServer(server);
  }
}

function measure(label: string, entry: string, workers: number, traffic: TrafficWithoutCookies) {
  return withServer(entry, workers, traffic, async (next, serverPid) => {
    const processes = sampleProcesses(serverPid);
    const databaseCpu = cpuSeconds(await databaseBackends());
    log(`${label}: ${connections} connections for ${duration} s`);
    const kinds = latencyByKind();
    // Halfway through, once every connection is open and each process has taken its share.
    let connectionShares: Promise<number[] | null> = Promise.resolve([]);
    const halfway = setTimeout(() => (connectionShares = connectionsByProcess(port)), (duration * 1000) / 2);
    const result = await drive(duration, next, kinds);
    clearTimeout(halfway);
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
      slow: kinds.slow(),
      connectionShares: await connectionShares,
      graphqlErrors: kinds.errors(),
    };
  });
}

/**
 * Each kind of request of the traffic alone, one after another: the CPU it costs the server and
 * PostgreSQL. The mix's latency tells who waits; this tells whose work the line is waiting on.
 */
function costByKind(entry: string, traffic: TrafficWithoutCookies) {
  return withServer(entry, 1, traffic, async (next, serverPid) => {
    const kinds = [...new Set(Array.from({ length: 2_000 }, () => next().kind))].filter((kind) => kind.includes(args.kind ?? "")).sort();
    if (!kinds.length) throw new Error(`no kind of request of the traffic holds "${args.kind}"`);
    const rows = [];
    for (const kind of kinds) {
      const only = ofKinds(next, (each) => each === kind);
      await drive(Number(args.warmup), only, null);
      const processes = sampleProcesses(serverPid);
      const databaseCpu = cpuSeconds(await databaseBackends());
      const errors = latencyByKind();
      const result = await drive(duration, only, errors);
      const serverCpu = processes.stop().cpuSeconds;
      const databaseSeconds = cpuSpent(databaseCpu, cpuSeconds(await databaseBackends()));
      const perRequestMs = (seconds: number) => (seconds * 1000) / Math.max(1, result.requests.total);
      const failed = result.errors + result.timeouts + result.non2xx + errors.errors();
      rows.push({ kind, perSecond: Math.round(result.requests.average), serverCpuMs: perRequestMs(serverCpu), databaseCpuMs: perRequestMs(databaseSeconds), failed });
      log(`${kind}: ${Math.round(result.requests.average)} req/s`);
    }
    return rows;
  });
}

function printCosts(rows: Awaited<ReturnType<typeof costByKind>>) {
  console.log(`\nEach kind alone, one process, ${connections} connections for ${duration} s each:\n`);
  console.log(`| request | req/s | server CPU ms/request | PostgreSQL CPU ms/request | failed |`);
  console.log(`|---|---|---|---|---|`);
  for (const row of rows.sort((a, b) => b.serverCpuMs + b.databaseCpuMs - (a.serverCpuMs + a.databaseCpuMs))) {
    console.log(`| ${row.kind} | ${row.perSecond} | ${row.serverCpuMs.toFixed(2)} | ${row.databaseCpuMs.toFixed(2)} | ${row.failed} |`);
  }
}

async function main() {
  if (args.kind !== undefined && !args.each) throw new Error("--kind picks kinds of request for --each");
  // Before anything else runs, so that the machine is measured quiet.
  const machine = await measureMachine(baseUrl, redisUrl);
  await admin(baseUrl, `CREATE DATABASE "${new URL(databaseUrl).pathname.slice(1)}"`);
  try {
    log("seeding (demo data)");
    await run(process.execPath, ["--import", "tsx", "scripts/seed.ts"]);
    // Autovacuum's first pass over the freshly seeded tables would otherwise land inside the first measurement.
    await admin(databaseUrl, "VACUUM ANALYZE");
    const jobIds = (await admin(databaseUrl, `SELECT id FROM "Vaga" WHERE "statusVaga" = 'ATIVA'`)).map((row: { id: string }) => row.id);
    if (args.each) {
      printCosts(await costByKind("server/main.ts", { jobIds }));
      console.log(`\n${describeMachine(machine)}`);
      return;
    }
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
    for (const { label, kinds, slow, connectionShares } of runs) {
      console.log(`\n${label}, connections held by each process halfway through: ${connectionShares ? connectionShares.join(" / ") : "unknown (no ss)"}`);
      console.log(`\n${label}, requests over 1 s by the second of the run they were sent in: ${slow}`);
      console.log(`\n${label}, by kind of request:\n`);
      console.log(`| request | count | GraphQL errors | p50 ms | p99 ms | max ms |`);
      console.log(`|---|---|---|---|---|---|`);
      for (const row of kinds.sort((a, b) => b.p99 - a.p99)) {
        console.log(`| ${row.kind} | ${row.count} | ${row.errors} | ${row.p50.toFixed(0)} | ${row.p99.toFixed(0)} | ${row.max.toFixed(0)} |`);
      }
    }
    console.log(`\n${describeMachine(machine)}`);
    console.log(`\nTarget: 0 errors, p99 ≤ 250 ms. Load average now: ${loadavg().map((l) => l.toFixed(2)).join(" ")} on ${availableParallelism()} cores.`);
  } finally {
    await admin(baseUrl, `DROP DATABASE IF EXISTS "${new URL(databaseUrl).pathname.slice(1)}" WITH (FORCE)`);
  }
}

await main();
process.exit(0);
