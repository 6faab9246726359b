// Fills an EMPTY database with Brazilian demo data (scripts/seed-demo.ts: companies with their logos, jobs,
// candidates, applications with their histories, interests, job page views) so a newcomer sees a living product:
//
//   npm run seed                                  # PGlite in DATA_DIR (default ./data)
//   DATABASE_URL=postgresql://… npm run seed      # PostgreSQL
//
// Migrations are applied first. Refuses to run when any user exists. The content
// is deterministic (a seeded PRNG); only the dates are relative to "now".
import { createPasswordHasher } from "../server/auth/password.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { candidates, companies, seedPassword } from "./seed-data.ts";
import { seedDemo } from "./seed-demo.ts";

/** The one password of every seeded account. */

async function main() {
  const started = performance.now();
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: (message) => console.log(`[seed] ${message}`),
  });
  const where = config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`;
  try {
    const { prisma } = database;
    const users = await prisma.user.count();
    if (users > 0) {
      console.error(
        `[seed] Refusing to seed: the database (${where}) already has ${users} user(s). ` +
          "The seed only fills an empty database; point DATA_DIR or DATABASE_URL at a new one.",
      );
      process.exitCode = 1;
      return;
    }

    // Hashing is slow by design (scrypt): once, shared by every seeded account.
    const passwordHash = await createPasswordHasher({ cost: config.passwordHashCost, line: config.concurrentRequests }).hash(seedPassword);
    const counts = await seedDemo(prisma, passwordHash);
    // Fresh statistics for the planner: PGlite has no autovacuum, and on PostgreSQL it would come later.
    await database.query("ANALYZE");

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`[seed] Seeded ${where} in ${seconds} s:`);
    console.log(
      `[seed]   ${counts.companies} companies, ${counts.jobs} jobs (${counts.active} ATIVA), ${counts.candidates} candidates, ` +
        `${counts.applications} applications, ${counts.interests} interests, ${counts.views} job page views`,
    );
    console.log(`[seed] Every seeded account uses the password: ${seedPassword}`);
    console.log(`[seed]   company:   ${companies[0]!.email}  (${companies[0]!.nomeEmpresa})`);
    console.log(`[seed]   candidate: ${candidates[0]!.email}  (${candidates[0]!.nomeCompleto})`);
  } finally {
    await database.close();
  }
}

await main().catch((error: unknown) => {
  console.error("[seed] Failed:", error);
  process.exitCode = 1;
});
