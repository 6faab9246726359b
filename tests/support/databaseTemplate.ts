import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { TestProject } from "vitest/node";
import { openDatabase, openPGlite } from "../../server/db/database.ts";
import { applyMigrations } from "../../server/db/migrate.ts";
import { adminQuery, uniqueDatabaseName, withDatabaseName } from "./database.ts";

// Vitest's global setup: migrates one database before any test file runs, for
// createTestDatabase to copy. A new PGlite spends most of its start in initdb
// (about 1.5 s here, more on a busy machine) where loading a migrated data
// directory takes a third of that; on PostgreSQL, CREATE DATABASE … TEMPLATE
// replaces running the migrations per file.

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const dir = await mkdtemp(path.join(tmpdir(), "encaixe-template-"));
    const tarball = path.join(dir, "pgdata.tar");
    const pglite = openPGlite("memory://");
    try {
      await applyMigrations(new PrismaPGlite(pglite));
      // Uncompressed (40 MB): it loads in about half the time a gzipped one takes.
      await writeFile(tarball, new Uint8Array(await (await pglite.dumpDataDir("none")).arrayBuffer()));
    } finally {
      await pglite.close();
    }
    project.provide("databaseTemplate", tarball);
    return () => rm(dir, { recursive: true, force: true });
  }

  const name = uniqueDatabaseName("encaixe_template");
  await adminQuery(base, `CREATE DATABASE "${name}"`);
  const database = await openDatabase({ databaseUrl: withDatabaseName(base, name), dataDir: "" });
  await database.close();
  project.provide("databaseTemplate", name);
  return () => adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
