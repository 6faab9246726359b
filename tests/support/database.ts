import { randomBytes } from "node:crypto";
import { openAsBlob } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../server/db/database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated database every test database copies: a PGlite tarball's path, or a PostgreSQL database's name. */
    databaseTemplate: string;
  }
}

/** A new database's name on the TEST_DATABASE_URL server, unique across workers and runs. */
export const uniqueDatabaseName = (prefix: string) => `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;

/** One statement as the TEST_DATABASE_URL user, on the database that URL names. */
export async function adminQuery(base: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export function withDatabaseName(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Runs `use` on a copy of the migrated template on the TEST_DATABASE_URL server, opened with `options`
 * (a statement timeout, a pool of one), then closes and drops it.
 */
export async function withScratchDatabase(
  prefix: string,
  options: Omit<Parameters<typeof openDatabase>[0], "databaseUrl" | "dataDir">,
  use: (database: Database) => Promise<void>,
): Promise<void> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = uniqueDatabaseName(prefix);
  await adminQuery(base, `CREATE DATABASE "${name}" TEMPLATE "${inject("databaseTemplate")}"`);
  const database = await openDatabase({ ...options, databaseUrl: withDatabaseName(base, name), dataDir: "" });
  try {
    await use(database);
  } finally {
    await database.close();
    await adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default,
 * or a new database on the PostgreSQL server named by TEST_DATABASE_URL,
 * dropped again on close. Both are copies of the template the global setup
 * migrated once, which is several times faster than a new database each.
 */
export async function createTestDatabase(onQuery?: (sql: string) => void): Promise<Database> {
  const template = inject("databaseTemplate");
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return openDatabase({ dataDir: "memory://", template: await openAsBlob(template), onQuery });

  const name = uniqueDatabaseName("encaixe_test");
  await adminQuery(base, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const database = await openDatabase({ databaseUrl: withDatabaseName(base, name), dataDir: "", onQuery });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
