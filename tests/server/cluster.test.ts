import { type ChildProcess, spawn } from "node:child_process";
import { request } from "node:http";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { adminQuery, uniqueDatabaseName, withDatabaseName } from "../support/database.ts";

// `npm run start:cluster` (server/cluster.ts): several processes on one port, over PostgreSQL.

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });

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

describe.runIf(process.env.TEST_DATABASE_URL)("a cluster of two workers", () => {
  const base = process.env.TEST_DATABASE_URL!;
  const name = uniqueDatabaseName("cluster");
  const logs: Record<string, unknown>[] = [];
  let child: ChildProcess;
  let port: number;

  beforeAll(async () => {
    await adminQuery(base, `CREATE DATABASE "${name}" TEMPLATE "${inject("databaseTemplate")}"`);
    port = await freePort();
    child = spawn(process.execPath, ["--experimental-transform-types", "--disable-warning=ExperimentalWarning", "server/cluster.ts"], {
      env: { PATH: process.env.PATH, NODE_ENV: "production", DATABASE_URL: withDatabaseName(base, name), PORT: String(port), WORKERS: "2", LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let pending = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      const lines = (pending + chunk.toString("utf8")).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) if (line.startsWith("{")) logs.push(JSON.parse(line));
    });
    const listening = () => logs.filter((entry) => String(entry.msg).startsWith("listening on")).length;
    for (let i = 0; i < 300 && listening() < 2; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  }, 40_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }, 30_000);

  it("has each worker accept its own connections, and answers every new connection", async () => {
    expect(logs.find((entry) => entry.msg === "cluster started")).toMatchObject({ workers: 2, port, scheduling: "none" });
    expect(logs.filter((entry) => String(entry.msg).startsWith("listening on"))).toHaveLength(2);
    const statuses = await Promise.all(Array.from({ length: 60 }, () => getOnNewConnection(port, "/readyz")));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(logs.filter((entry) => entry.msg === "worker exited; starting another")).toEqual([]);
  });

  it("stops every worker and exits cleanly on SIGTERM", async () => {
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 30_000);
});
