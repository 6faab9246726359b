// `npm run lighthouse`: Lighthouse's mobile run (its default: a mid-range phone on slow 4G, simulated)
// on the landing page, the job search and a job's page, three runs each, and the medians against
// the targets of the Performance issue; then the same on the dashboards of a seeded candidate and company,
// signed in, which people come back to. It measures the build in WEB_DIST (default dist/web) and
// builds nothing: run `npm run build` first.
//
//   npm run lighthouse                          # the app on a fresh seeded database (PGlite)
//   npm run lighthouse -- --url http://host:3000  # a server already running (with jobs in it)
//   npm run lighthouse -- --reports /tmp/lh       # also keeps each run's report (JSON) there, to read the audits
import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { candidates, companies, seedPassword } from "./seed-data.ts";

const RUNS = 3;
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The targets: Lighthouse's "good" thresholds on a phone. */
const targets = { score: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1 };

interface Measure {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of JavaScript over the wire (compressed, as sent). */
  scriptBytes: number;
  /** Lighthouse's measure of this machine's CPU: its 4× slowdown stands for a mid-tier phone only on a host above 1,000. */
  benchmarkIndex: number;
}

/** Below it Lighthouse's CLI warns that the host is slower than its throttling assumes (core/gather/driver/environment.js). */
const slowHostIndex = 1000;

const { values } = parseArgs({ options: { url: { type: "string" }, reports: { type: "string" } } });

const tsx = path.resolve("node_modules/.bin/tsx");

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(" ")} exited with ${code}`))));
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitUntilReady(base: string, server: ChildProcess) {
  for (let tries = 0; tries < 600; tries++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ready = await fetch(`${base}/readyz`).then((response) => response.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server was not ready after a minute");
}

/** The app in production mode on a new PGlite database filled by `npm run seed`. */
async function startSeededApp(): Promise<{ base: string; stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "encaixe-lighthouse-"));
  const env = { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  console.log(`Seeding a new database in ${dataDir}…`);
  await run(tsx, ["scripts/seed.ts"], env);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(tsx, ["server/main.ts"], { env: { ...env, PORT: String(port), PUBLIC_URL: base }, stdio: ["ignore", "ignore", "inherit"] });
  await waitUntilReady(base, server);
  return {
    base,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGTERM");
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** An open job from the public search (the REST shim of the GraphQL search, which any visitor may call). */
async function openJobId(base: string): Promise<string> {
  const response = await fetch(`${base}/api/vagas?first=20`);
  if (!response.ok) throw new Error(`GET /api/vagas answered ${response.status}`);
  const jobs = (await response.json()) as { id: string; statusVaga: string }[];
  const job = jobs.find((found) => found.statusVaga === "ATIVA");
  if (!job) throw new Error("no open job to measure: seed the database first");
  return job.id;
}

/** A seeded account's session cookie, for Lighthouse to send with each of its requests. */
async function sessionCookie(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password: seedPassword }),
  });
  if (!response.ok) throw new Error(`signing ${email} in answered ${response.status}: the database must hold the demo seed`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}

function measureOf(lhr: Result): Measure {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits["resource-summary"]?.details;
  const items = summary?.type === "table" ? (summary.items as { resourceType: string; transferSize: number }[]) : [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    scriptBytes: items.find((item) => item.resourceType === "script")?.transferSize ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

/** Each figure's median over the runs (the runs' medians need not come from the same run). */
function medianOf(measures: Measure[]): Measure {
  const of = (key: keyof Measure) => median(measures.map((measure) => measure[key]));
  return {
    score: of("score"),
    fcpMs: of("fcpMs"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
    scriptBytes: of("scriptBytes"),
    benchmarkIndex: of("benchmarkIndex"),
  };
}

function misses(measure: Measure): string[] {
  const missed: string[] = [];
  if (measure.score < targets.score) missed.push(`score < ${targets.score}`);
  if (measure.lcpMs > targets.lcpMs) missed.push(`LCP > ${targets.lcpMs / 1000} s`);
  if (measure.tbtMs > targets.tbtMs) missed.push(`TBT > ${targets.tbtMs} ms`);
  if (measure.cls > targets.cls) missed.push(`CLS > ${targets.cls}`);
  return missed;
}

function printTable(rows: { page: string; measure: Measure }[], version: string) {
  const header = ["page", "score", "FCP", "LCP", "TBT", "CLS", "JS transfer", "targets"];
  const lines = rows.map(({ page, measure }) => {
    const missed = misses(measure);
    return [
      page,
      String(measure.score),
      `${(measure.fcpMs / 1000).toFixed(1)} s`,
      `${(measure.lcpMs / 1000).toFixed(1)} s`,
      `${Math.round(measure.tbtMs)} ms`,
      measure.cls.toFixed(3),
      `${(measure.scriptBytes / 1024).toFixed(1)} KiB`,
      missed.length ? `FAIL (${missed.join(", ")})` : "pass",
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : column === 7 ? cell : cell.padStart(widths[column]!))).join("  ");
  console.log(`\nLighthouse ${version}, mobile preset (simulated throttling), median of ${RUNS} runs`);
  console.log(`targets: score >= ${targets.score}, LCP <= ${targets.lcpMs / 1000} s, TBT <= ${targets.tbtMs} ms, CLS <= ${targets.cls}\n`);
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  const index = median(rows.map(({ measure }) => measure.benchmarkIndex));
  console.log(`\nHost CPU benchmark index (Lighthouse's): ${Math.round(index)}.`);
  if (index <= slowHostIndex) {
    console.log(
      `Lighthouse expects above ${slowHostIndex}: on a slower host its 4× CPU slowdown stands for a phone slower than a mid-tier one, so TBT, and the score with it, read worse than such a phone would see. Compare runs on hosts of similar index.`,
    );
  }
}

const app = values.url ? { base: values.url.replace(/\/$/, ""), stop: async () => {} } : await startSeededApp();
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
try {
  const visitor = { cookie: undefined, label: "" };
  const pages: { path: string; cookie: string | undefined; label: string }[] = [
    { path: "/", ...visitor },
    { path: "/jobs", ...visitor },
    { path: `/jobs/${await openJobId(app.base)}`, ...visitor },
    { path: "/dashboard/candidate", cookie: await sessionCookie(app.base, candidates[0]!.email), label: " (signed in)" },
    { path: "/dashboard/company", cookie: await sessionCookie(app.base, companies[0]!.email), label: " (signed in)" },
  ];
  const rows: { page: string; measure: Measure }[] = [];
  let version = "";
  for (const { path: pagePath, cookie, label } of pages) {
    const page = pagePath + label;
    const measures: Measure[] = [];
    let failures = 0;
    for (let attempt = 1; attempt <= RUNS; attempt++) {
      process.stdout.write(`${page}: run ${attempt} of ${RUNS}…\n`);
      const result = await lighthouse(`${app.base}${pagePath}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const failure = result.lhr.runtimeError;
      // Now and then Chromium's trace of a load lacks its start (NO_NAVSTART), whatever the page: that run is measured again.
      if (failure && failure.code === "NO_NAVSTART" && ++failures <= 2) {
        process.stdout.write(`${page}: ${failure.code}, measuring run ${attempt} again\n`);
        attempt--;
        continue;
      }
      if (failure) throw new Error(`Lighthouse failed on ${page}: ${failure.message}`);
      version = result.lhr.lighthouseVersion;
      if (values.reports) {
        await mkdir(values.reports, { recursive: true });
        await writeFile(path.join(values.reports, `${page.replace(/[^\w-]+/g, "_")}-${attempt}.json`), JSON.stringify(result.lhr));
      }
      measures.push(measureOf(result.lhr));
    }
    rows.push({ page, measure: medianOf(measures) });
  }
  printTable(rows, version);
} finally {
  chrome.kill();
  await app.stop();
}
