import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/database.ts";
import { startTestServer } from "../support/server.ts";

const run = promisify(execFile);

/** `npm run api-key -- …`, as the operator runs it, against an embedded database in `dataDir`. */
async function apiKeyCommand(dataDir: string, ...args: string[]) {
  const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/api-key.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  });
  return stdout.trim().split("\n");
}

describe("the api-key command", () => {
  it("migrates a new database, prints a key alone on its last line, lists and revokes it, storing only a hash", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "encaixe-keys-"));
    const created = await apiKeyCommand(dataDir, "create", "Portal de Vagas Nordeste");
    const key = created.at(-1)!;
    expect(key).toMatch(/^encx_[A-Za-z0-9_-]{43}$/);

    const listed = await apiKeyCommand(dataDir, "list");
    expect(listed).toHaveLength(1);
    const [id, name, , , state] = listed[0]!.split("\t");
    expect(name).toBe("Portal de Vagas Nordeste");
    expect(state).toBe("active");

    expect((await apiKeyCommand(dataDir, "revoke", id!))[0]).toBe(`API key ${id} revoked`);

    const database = await openDatabase({ dataDir });
    try {
      const [row] = await database.prisma.apiKey.findMany();
      expect(row!.revokedAt).not.toBeNull();
      expect(row!.keyHash).toBe(createHash("sha256").update(key).digest("hex"));
      expect(JSON.stringify(row)).not.toContain(key);
    } finally {
      await database.close();
    }
  }, 120_000);
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
