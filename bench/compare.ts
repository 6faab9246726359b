// Two versions of the server side by side (not a test): `npm run bench:compare -- --base <git ref>`. See bench/README.md.
//
// The load test's CPU per request moves by a third between runs of the same code on this machine, more than a
// statement saved is worth; and a server that has idled for one round costs more in the next (taking turns put
// the second of each pair 15–40% above the first, whichever it was). So the version at `--base` (checked out in a
// temporary worktree) and the working tree run at the same time, against one seeded database, each driven by its
// own connections with the same traffic: whatever else the machine does falls on both. Prints each round's CPU per
// request of each server and of the PostgreSQL backends serving it (told apart by `application_name`), and medians.
import { execFileSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { candidates, companies } from "../scripts/seed-data.ts";
import { cpuSeconds, cpuSpent } from "./processes.ts";
import { median } from "./samples.ts";
import { admin, startServer } from "./serverProcess.ts";
import { ofKinds, type Part, persistedIds, requestFor, signInEach } from "./traffic.ts";

const { values: args } = parseArgs({
  options: {
    base: { type: "string", default: "HEAD" },
    rounds: { type: "string", default: "8" },
    seconds: { type: "string", default: "8" },
    connections: { type: "string", default: "10" },
    traffic: { type: "string", default: "signed-in" },
    // Only the kinds of request whose name holds this text (e.g. "HTML": the pages the server draws).
    kind: { type: "string" },
    // Builds the base's web app and page renderer in its worktree, rather than serving the working tree's build:
    // to compare a change to the screens, the server's drawing of pages or the persisted operations.
    build: { type: "boolean", default: false },
  },
});
const log = (message: string) => console.log(`[compare] ${message}`);
const adminUrl = process.env.LOADTEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const database = `encaixe_compare_${randomBytes(4).toString("hex")}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();

function run(command: string, argv: string[], cwd: string, env: NodeJS.ProcessEnv) {
  execFileSync(command, argv, { cwd, env, stdio: ["ignore", "inherit", "inherit"] });
}

/** The base version's tree, sharing this tree's packages, and its web build unless `--build` makes its own. */
function checkOut(ref: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "encaixe-base-"));
  run("git", ["worktree", "add", "--detach", "--quiet", dir, ref], process.cwd(), process.env);
  symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"));
  run(process.execPath, ["--import", "tsx", "scripts/prisma-generate.ts"], dir, process.env);
  if (args.build) run(process.execPath, ["--import", "tsx", "scripts/build.ts"], dir, process.env);
  else symlinkSync(path.resolve("dist"), path.join(dir, "dist"));
  return dir;
}

interface Side {
  name: string;
  origin: string;
  child: ChildProcess;
  /** Where its tree is: its persisted operations are its own build's. */
  cwd: string;
  next?: ReturnType<typeof requestFor>;
  rounds: { serverMs: number; databaseMs: number; perSecond: number }[];
}

async function start(name: string, cwd: string, port: number): Promise<Side> {
  const url = new URL(databaseUrl);
  url.searchParams.set("application_name", `compare-${name}`);
  const env = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: url.toString(),
    REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
    REDIS_PREFIX: `encaixe-compare-${name}-${randomBytes(4).toString("hex")}:`,
    PORT: String(port),
    LOG_LEVEL: "warn",
    CLIENT_MINUTE_LIMIT: "1000000000",
  };
  const origin = `http://127.0.0.1:${port}`;
  return { name, origin, cwd, child: await startServer("server/main.ts", { cwd, env, origin }), rounds: [] };
}

const backends = async (side: Side) =>
  (await admin(adminUrl, "SELECT pid FROM pg_stat_activity WHERE application_name = $1", [`compare-${side.name}`])).map((row: { pid: number }) => row.pid);

async function round(side: Side, seconds: number, measured: boolean) {
  const serverBefore = cpuSeconds([side.child.pid!]);
  const databaseBefore = cpuSeconds(await backends(side));
  const result = await autocannon({
    url: side.origin,
    connections: Number(args.connections),
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, ...side.next!().request }) }],
  });
  const requests = result.requests.total;
  if (result.errors + result.timeouts + result.non2xx > 0) throw new Error(`${side.name}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  if (!measured) return;
  side.rounds.push({
    serverMs: (cpuSpent(serverBefore, cpuSeconds([side.child.pid!])) * 1000) / requests,
    databaseMs: (cpuSpent(databaseBefore, cpuSeconds(await backends(side))) * 1000) / requests,
    perSecond: requests / seconds,
  });
}


async function main() {
  const baseDir = checkOut(args.base);
  const sides: Side[] = [];
  await admin(adminUrl, `CREATE DATABASE "${database}"`);
  try {
    log(`seeding ${database}`);
    run(process.execPath, ["--import", "tsx", "scripts/seed.ts"], process.cwd(), { ...process.env, DATABASE_URL: databaseUrl });
    await admin(databaseUrl, "VACUUM ANALYZE");
    const jobIds = (await admin(databaseUrl, `SELECT id FROM "Vaga" WHERE "statusVaga" = 'ATIVA'`)).map((row: { id: string }) => row.id);
    sides.push(await start("base", baseDir, 3961), await start("work", process.cwd(), 3962));
    for (const side of sides) {
      const candidateCookies = await signInEach(side.origin, candidates.slice(0, 5).map((c) => c.email));
      const companyCookies = await signInEach(side.origin, companies.slice(0, 5).map((c) => c.email));
      const operations = persistedIds(path.join(side.cwd, "dist/persisted-operations.json"));
      const traffic = requestFor({ jobIds, candidateCookies, companyCookies }, operations, args.traffic as Part);
      const { kind } = args;
      side.next = kind === undefined ? traffic : ofKinds(traffic, (each) => each.includes(kind));
    }
    await Promise.all(sides.map((side) => round(side, 5, false)));
    const rounds = Number(args.rounds);
    for (let i = 0; i < rounds; i++) await Promise.all(sides.map((side) => round(side, Number(args.seconds), true)));
    console.log(`\nTraffic: ${args.traffic}${args.kind === undefined ? "" : ` (kinds holding "${args.kind}")`}, ${args.build ? "each version's own build" : "the working tree's build"}, ${args.connections} connections to each server at once, ${rounds} rounds of ${args.seconds} s.`);
    console.log(`base = ${args.base} (${execFileSync("git", ["rev-parse", "--short", args.base]).toString().trim()}), work = the working tree.\n`);
    console.log("| | server CPU ms/request, each round | median | PostgreSQL CPU ms/request, each round | median | req/s, median |");
    console.log("|---|---|---|---|---|---|");
    for (const side of sides) {
      const list = (key: "serverMs" | "databaseMs") => side.rounds.map((r) => r[key].toFixed(2)).join(", ");
      const mid = (key: "serverMs" | "databaseMs" | "perSecond") => median(side.rounds.map((r) => r[key]));
      console.log(`| ${side.name} | ${list("serverMs")} | ${mid("serverMs").toFixed(2)} | ${list("databaseMs")} | ${mid("databaseMs").toFixed(2)} | ${mid("perSecond").toFixed(0)} |`);
    }
  } finally {
    for (const side of sides) side.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await admin(adminUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    run("git", ["worktree", "remove", "--force", baseDir], process.cwd(), process.env);
    rmSync(baseDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
