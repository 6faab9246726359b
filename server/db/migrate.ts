import { createHash } from "node:crypto";
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

export type RawQuery = (sql: string) => Promise<Record<string, unknown>[]>;

/**
 * Whether every migration of the folder is applied, unchanged (Prisma's
 * checksum is the SHA-256 of the file) and nothing else is recorded, failed or
 * unknown. Then starting a server need not load the schema engine's
 * WebAssembly (about a second) to find nothing to do; anything else is the
 * engine's to apply or to report.
 */
export async function migrationsUpToDate(query: RawQuery): Promise<boolean> {
  const rows = await query(
    `SELECT migration_name AS name, checksum, finished_at IS NOT NULL AS finished, rolled_back_at IS NOT NULL AS "rolledBack" FROM "_prisma_migrations"`,
  ).catch(() => null);
  if (!rows) return false;
  const { migrationDirectories } = await readMigrations();
  const applied = new Map<string, string>();
  for (const row of rows) {
    if (row.rolledBack) continue;
    if (!row.finished) return false;
    applied.set(String(row.name), String(row.checksum));
  }
  if (applied.size !== migrationDirectories.length) return false;
  return migrationDirectories.every(({ path: name, migrationFile }) => {
    const content = migrationFile.content;
    return content.tag === "ok" && applied.get(name) === createHash("sha256").update(content.value).digest("hex");
  });
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
