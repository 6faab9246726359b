import { defineConfig } from "prisma/config";

// Prisma 7 takes its settings from here. The server applies migrations itself,
// offline, with Prisma's WebAssembly engine (server/db/migrate.ts), from the
// same folder, so `prisma migrate deploy` stays usable wherever its native
// engine can be downloaded.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  ...(process.env.DATABASE_URL ? { datasource: { url: process.env.DATABASE_URL } } : {}),
});
