import { adapterFactoryFor } from "../../server/db/database.ts";
import { applyMigrations, readMigrations, readSchema } from "../../server/db/migrate.ts";
import { openSchemaEngine } from "../../server/db/schema-engine.ts";
import { adminQuery, uniqueDatabaseName, withDatabaseName } from "./database.ts";

/**
 * A new database (PostgreSQL with TEST_DATABASE_URL, else PGlite in memory) migrated up to just before
 * `migration`, for a test to fill with rows of that time and then migrate the rest.
 */
export async function databaseBefore(migration: string, label: string) {
  const base = process.env.TEST_DATABASE_URL;
  const name = uniqueDatabaseName(label);
  if (base) await adminQuery(base, `CREATE DATABASE "${name}"`);
  const target = adapterFactoryFor(base ? { databaseUrl: withDatabaseName(base, name), dataDir: "" } : { dataDir: "memory://" });
  const list = await readMigrations();
  const engine = await openSchemaEngine(await readSchema(), target.factory);
  try {
    const earlier = { ...list, migrationDirectories: list.migrationDirectories.filter((directory) => directory.path < migration) };
    await engine.applyMigrations({ migrationsList: earlier, filters: { externalTables: [], externalEnums: [] } });
  } finally {
    engine.free();
  }
  return {
    query: target.query,
    /** Applies the migrations left; returns their names. */
    migrate: () => applyMigrations(target.factory),
    async close() {
      await target.close();
      if (base) await adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
