// Applies pending migrations to DATABASE_URL (or the PGlite data directory), like `prisma migrate deploy`.
import { loadConfig } from "../server/config.ts";
import { adapterFactoryFor } from "../server/db/database.ts";
import { applyMigrations } from "../server/db/migrate.ts";

const config = loadConfig();
const { factory, close } = adapterFactoryFor(config);
try {
  const applied = await applyMigrations(factory);
  console.log(applied.length ? `applied: ${applied.join(", ")}` : "no pending migrations");
} finally {
  await close();
}
