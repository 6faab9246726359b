import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminQuery, uniqueDatabaseName, withDatabaseName } from "../support/database.ts";
import { freePort } from "../support/ports.ts";

// `npm run start:cluster` (server/cluster.ts): several processes on one port, over PostgreSQL.

const root = fileURLToPath(new URL("../..", import.meta.url));

/** A GET on a connection of its own, as a new visitor opens one. */
const getOnNewConnection = (port: number, path: string) =>
  new Promise<number>((resolve, reject) => {
    request({ host: "127.0.0.1", port, path, agent: false, headers: { connection: "close" } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    })
      .on("error", reject)
      .end();
  });

/** Sockets listening on `port`, from the kernel's tables (IPv4 and IPv6). */
const listeningSockets = (port: number) => {
  const local = `:${port.toString(16).toUpperCase().padStart(4, "0")}`;
  const listen = "0A";
  return ["/proc/net/tcp", "/proc/net/tcp6"]
    .flatMap((table) => readFileSync(table, "utf8").split("\n").slice(1))
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[1]?.endsWith(local) && fields[3] === listen).length;
};

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Resolves with the exit code once the child has exited (at once if it already has). */
const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (hasExited(child)) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });

describe.runIf(process.env.TEST_DATABASE_URL)("a cluster of two workers", () => {
  const base = process.env.TEST_DATABASE_URL!;
  const name = uniqueDatabaseName("cluster");
  const logs: Record<string, unknown>[] = [];
  const listening = () => logs.filter((entry) => String(entry.msg).startsWith("listening on"));
  let child: ChildProcess | undefined;
  let port: number;

  /** `server/cluster.ts` on the test's database and port, as `npm run start:cluster` runs it. */
  const startCluster = (workers: number) => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", DATABASE_URL: withDatabaseName(base, name), PORT: String(port), WORKERS: String(workers), LOG_LEVEL: "info" };
    for (const inherited of ["NODE_CLUSTER_SCHED_POLICY", "REDIS_URL", "DATA_DIR", "NODE_OPTIONS"]) delete env[inherited];
    return spawn(process.execPath, ["--experimental-transform-types", "--disable-warning=ExperimentalWarning", "server/cluster.ts"], {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "inherit"],
    });
  };

  beforeAll(async () => {
    await adminQuery(base, `CREATE DATABASE "${name}" TEMPLATE "${inject("databaseTemplate")}"`);
    port = await freePort();
    const started = startCluster(2);
    child = started;
    started.on("error", (error) => logs.push({ msg: `spawn failed: ${error.message}` }));
    // Three processes write to one pipe: a line that arrives torn is skipped, not a crash of the test's worker.
    started.stdout!.setEncoding("utf8");
    let pending = "";
    started.stdout!.on("data", (chunk: string) => {
      const lines = (pending + chunk).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        try {
          logs.push(JSON.parse(line));
        } catch {
          // not a log line of ours
        }
      }
    });
    for (let i = 0; i < 600 && listening().length < 2 && !hasExited(started); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    if (listening().length < 2) throw new Error(`the cluster did not start two workers: ${JSON.stringify(logs)}`);
  }, 90_000);

  afterAll(async () => {
    try {
      if (child && !hasExited(child)) {
        const exited = exitOf(child);
        child.kill("SIGTERM");
        const timer = setTimeout(() => child?.kill("SIGKILL"), 15_000);
        await exited;
        clearTimeout(timer);
      }
    } finally {
      await adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  }, 60_000);

  it("starts two workers on one port, each listening on a socket of its own, and answers every new connection", async () => {
    expect(logs.find((entry) => entry.msg === "cluster started")).toMatchObject({ workers: 2, port, sockets: "one per worker" });
    expect(listening()).toHaveLength(2);
    // One shared socket would be listed once, whichever processes hold it.
    expect(listeningSockets(port)).toBe(2);
    const statuses = await Promise.all(Array.from({ length: 60 }, () => getOnNewConnection(port, "/readyz")));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(logs.filter((entry) => entry.msg === "worker exited; starting another")).toEqual([]);
  });

  it("refuses to start a second cluster on the same port, whose workers would share it with the first's", async () => {
    const second = startCluster(1);
    let output = "";
    second.stdout!.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => second.kill("SIGKILL"), 30_000);
    try {
      expect(await exitOf(second)).toBe(1);
    } finally {
      clearTimeout(timer);
    }
    expect(output).toContain('"code":"EADDRINUSE"');
    expect(output).toContain("cannot listen; not starting the cluster");
    expect(output).not.toContain("listening on");
    expect(await getOnNewConnection(port, "/readyz")).toBe(200);
  }, 40_000);

  it("stops every worker and exits cleanly on SIGTERM", async () => {
    const exited = exitOf(child!);
    child!.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 30_000);
});
