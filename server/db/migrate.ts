import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { MigrationList } from "@prisma/schema-engine-wasm";
import { openSchemaEngine } from "./schema-engine.ts";

export const prismaDir = path.resolve(import.meta.dirname, "../../prisma");
export const schemaPath = path.join(prismaDir, "schema.prisma");
export const migrationsDir = path.join(prismaDir, "migrations");
const filters = { externalTables: [], externalEnums: [] };

export async function readSchema() {
  return { path: schemaPath, content: await readFile(schemaPath, "utf8") };
}

/** The migrations folder in the shape Prisma's schema engine reads (the CLI's format). */
export async function readMigrations(): Promise<MigrationList> {
  const entries = await readdir(migrationsDir, { withFileTypes: true }).catch(() => []);
  const names = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  const lockPath = path.join(migrationsDir, "migration_lock.toml");
  return {
    baseDir: migrationsDir,
    lockfile: { path: "migration_lock.toml", content: await readFile(lockPath, "utf8").catch(() => null) },
    shadowDbInitScript: "",
    migrationDirectories: await Promise.all(
      names.map(async (name) => ({
        path: name,
        migrationFile: {
          path: "migration.sql",
          content: await readFile(path.join(migrationsDir, name, "migration.sql"), "utf8").then(
            (value) => ({ tag: "ok" as const, value }),
            (error: Error) => ({ tag: "error" as const, value: error.message }),
          ),
        },
      })),
    ),
  };
}

/** Applies pending migrations exactly as `prisma migrate deploy` would; returns their names. */
export async function applyMigrations(adapterFactory: SqlMigrationAwareDriverAdapterFactory): Promise<string[]> {
  const engine = await openSchemaEngine(await readSchema(), adapterFactory);
  try {
    const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList: await readMigrations(), filters });
    return appliedMigrationNames;
  } finally {
    engine.free();
  }
}

/** SQL that takes a database from the committed migrations to the current schema.prisma. */
export async function diffMigrationsToSchema(adapterFactory: SqlMigrationAwareDriverAdapterFactory): Promise<string> {
  const schema = await readSchema();
  const engine = await openSchemaEngine(schema, adapterFactory);
  try {
    const migrations = await readMigrations();
    const from = migrations.migrationDirectories.length ? { tag: "migrations" as const, ...migrations } : { tag: "empty" as const };
    const result = await engine.diff({
      from,
      to: { tag: "schemaDatamodel", files: [schema] },
      script: true,
      exitCode: null,
      filters,
    });
    return result.stdout ?? "";
  } finally {
    engine.free();
  }
}
