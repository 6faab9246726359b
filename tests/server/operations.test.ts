import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/database.ts";
import { parseApiKeyCommand, runApiKeyCommand } from "../../scripts/api-key-command.ts";
import { startTestServer } from "../support/server.ts";

const run = promisify(execFile);

/** `npm run api-key -- …`, as the operator runs it, against an embedded database in `dataDir`. */
async function apiKeyProcess(dataDir: string, ...args: string[]) {
  const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/api-key.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  });
  return stdout.trim().split("\n");
}

/** The same command's lines in process: a process each would open the database anew, seconds every time. */
async function apiKeyCommand(db: Db, ...args: string[]) {
  const lines: string[] = [];
  const command = parseApiKeyCommand(args);
  if (!command) throw new Error(`not a command: ${args.join(" ")}`);
  expect(await runApiKeyCommand(db, command, (line) => lines.push(line))).toBe(0);
  return lines;
}

describe("the api-key command", () => {
  it("migrates a new database, prints a key alone on its last line, lists and revokes it, storing only a hash", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "encaixe-keys-"));
    const created = await apiKeyProcess(dataDir, "create", "Portal de Vagas Nordeste");
    const key = created.at(-1)!;
    expect(key).toMatch(/^encx_[A-Za-z0-9_-]{43}$/);

    const database = await openDatabase({ dataDir });
    try {
      const listed = await apiKeyCommand(database.prisma, "list");
      expect(listed).toHaveLength(1);
      const [id, name, , , state] = listed[0]!.split("\t");
      expect(name).toBe("Portal de Vagas Nordeste");
      expect(state).toBe("active");

      expect((await apiKeyCommand(database.prisma, "revoke", id!))[0]).toBe(`API key ${id} revoked`);

      const [row] = await database.prisma.apiKey.findMany();
      expect(row!.revokedAt).not.toBeNull();
      expect(row!.keyHash).toBe(createHash("sha256").update(key).digest("hex"));
      expect(JSON.stringify(row)).not.toContain(key);
    } finally {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("the log", () => {
  it("keeps error lines for bugs: a visitor's 401 or a malformed id is not one, a broken query is, with its request id", async () => {
    const lines: { level: number; reqId?: string; msg: string }[] = [];
    const log = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const server = await startTestServer({}, { log });
    try {
      expect((await fetch(`${server.url}/api/user`)).status).toBe(401);
      const malformed = await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: '{ vaga(id: "nao-e-um-id") { id } }' }),
      });
      expect((await malformed.json()).errors).toBeDefined();
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
      expect(lines.find((line) => line.msg === "request")?.reqId).toMatch(/^[0-9a-f-]{36}$/);

      await server.database.prisma.$executeRawUnsafe('ALTER TABLE "Vaga" RENAME TO "VagaFora"');
      const broken = await fetch(`${server.url}/api/vagas`);
      const errors = lines.filter((line) => line.level >= 50);
      expect(errors.length).toBeGreaterThan(0);
      expect(errors[0]!.reqId).toBe(broken.headers.get("x-request-id"));
      await server.database.prisma.$executeRawUnsafe('ALTER TABLE "VagaFora" RENAME TO "Vaga"');
    } finally {
      await server.close();
    }
  });

  it("notes a client that hangs up mid-request as such, not as a server error", async () => {
    const lines: { level: number; msg: string; status?: number }[] = [];
    const log = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const server = await startTestServer({}, { log });
    try {
      const { port } = new URL(server.url);
      const socket = connect(Number(port), "127.0.0.1");
      await new Promise((resolve) => socket.once("connect", resolve));
      // Promises 100 bytes of JSON, sends 10 and leaves: the server is left reading a body that never comes.
      socket.write('POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"query":');
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.destroy();
      await expect.poll(() => lines.find((line) => line.msg === "client closed the request")?.status).toBe(499);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe("an unexpected failure", () => {
  it("answers a generic Portuguese 500 with the request id, never the cause", async () => {
    const server = await startTestServer();
    await server.database.prisma.$executeRawUnsafe('ALTER TABLE "Vaga" RENAME TO "VagaFora"');
    try {
      const response = await fetch(`${server.url}/api/vagas`);
      const body = await response.json();
      expect(response.status).toBe(500);
      expect(body).toEqual({ message: "Erro interno do servidor. Tente novamente em instantes.", requestId: response.headers.get("x-request-id") });
    } finally {
      await server.database.prisma.$executeRawUnsafe('ALTER TABLE "VagaFora" RENAME TO "Vaga"');
      await server.close();
    }
  });
});

describe("GraphiQL", () => {
  it("opens in development, self-contained, and is absent in production", async () => {
    const development = await startTestServer();
    const production = await startTestServer({ production: true });
    try {
      const page = await fetch(`${development.url}/graphql`, { headers: { accept: "text/html" } });
      expect(page.headers.get("content-type")).toContain("text/html");
      const html = await page.text();
      expect(html).toContain("GraphiQL");
      expect(html).not.toMatch(/<script[^>]+src="https?:/);
      const refused = await fetch(`${production.url}/graphql`, { headers: { accept: "text/html" } });
      expect(await refused.text()).not.toContain("GraphiQL");
    } finally {
      await production.close();
      await development.close();
    }
  });
});
