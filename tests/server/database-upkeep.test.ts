import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database.ts";
import { translateDatabaseError } from "../../server/db/errors.ts";
import { migrationsUpToDate } from "../../server/db/migrate.ts";
import { planEachTime } from "../../server/db/preparedStatements.ts";
import { analyzeStaleTables } from "../../server/db/statistics.ts";
import { UnavailableError } from "../../server/domain/errors.ts";
import { createTestDatabase, withScratchDatabase } from "../support/database.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("start-up skips the migration engine only when nothing is left to apply", () => {
  it("trusts a database whose recorded migrations are the folder's, unchanged", async () => {
    expect(await migrationsUpToDate(database.query)).toBe(true);
  });

  it("runs the engine when a migration is missing, changed or failed", async () => {
    const [last] = await database.query(`SELECT id, checksum FROM "_prisma_migrations" ORDER BY migration_name DESC LIMIT 1`);
    const restore = `UPDATE "_prisma_migrations" SET checksum = '${last!.checksum}', finished_at = now(), rolled_back_at = NULL WHERE id = '${last!.id}'`;
    try {
      await database.query(`UPDATE "_prisma_migrations" SET checksum = 'changed' WHERE id = '${last!.id}'`);
      expect(await migrationsUpToDate(database.query)).toBe(false);
      await database.query(restore);
      await database.query(`UPDATE "_prisma_migrations" SET finished_at = NULL WHERE id = '${last!.id}'`);
      expect(await migrationsUpToDate(database.query)).toBe(false);
      await database.query(restore);
      await database.query(`UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE id = '${last!.id}'`);
      expect(await migrationsUpToDate(database.query)).toBe(false);
    } finally {
      await database.query(restore);
    }
    expect(await migrationsUpToDate(database.query)).toBe(true);
  });

  it("runs the engine on a database that has never been migrated", async () => {
    const failing = async () => {
      throw new Error('relation "_prisma_migrations" does not exist');
    };
    expect(await migrationsUpToDate(failing)).toBe(false);
  });
});

describe("statistics on the embedded database", () => {
  const rows = (from: number, count: number) =>
    `INSERT INTO "RateLimiterFlexible" (key, points) SELECT 'k' || g, 1 FROM generate_series(${from}, ${from + count - 1}) g`;
  const estimate = async () =>
    Number((await database.query(`SELECT reltuples FROM pg_class WHERE relname = 'RateLimiterFlexible'`))[0]!.reltuples);

  it("analyses a table after a bulk write, and leaves it alone until it grows again", async () => {
    await database.query(rows(1, 20_000));
    expect(await analyzeStaleTables(database.query)).toContain("RateLimiterFlexible");
    expect(await estimate()).toBe(20_000);
    expect(await analyzeStaleTables(database.query)).not.toContain("RateLimiterFlexible");

    await database.query(rows(20_001, 10_000));
    expect(await analyzeStaleTables(database.query)).toContain("RateLimiterFlexible");
    expect(await estimate()).toBe(30_000);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("the connection settings on PostgreSQL", () => {
  it("cancels a statement that runs too long, and the request is told to retry (503), not a server error", async () => {
    await withScratchDatabase("encaixe_timeout", { statementTimeoutMs: 200 }, async (slow) => {
      const error = await slow.prisma.$queryRaw`SELECT pg_sleep(2)`.then(() => null, (thrown: unknown) => thrown);
      expect(translateDatabaseError(error)).toBeInstanceOf(UnavailableError);
      expect(await slow.prisma.$queryRaw`SELECT 1 AS one`).toEqual([{ one: 1 }]);
      // Searches by word beginnings need the larger work memory (see connectionSettings).
      expect(await slow.prisma.$queryRaw`SELECT current_setting('work_mem') AS work_mem`).toEqual([{ work_mem: "16MB" }]);
    });
  });

  it("prepares each statement it sends once per connection, except those planned for their own values", async () => {
    // One connection, so that its prepared statements are the ones the last query sees.
    await withScratchDatabase("encaixe_prepared", { poolSize: 1 }, async (db) => {
      for (const email of ["a@exemplo.com.br", "b@exemplo.com.br"]) expect(await db.prisma.user.findMany({ where: { email } })).toEqual([]);
      expect(await db.prisma.$queryRaw`${planEachTime} SELECT count(*)::int AS jobs FROM "Vaga" WHERE "titulo" = ${"Soldador"}`).toEqual([{ jobs: 0 }]);
      const prepared = await db.prisma.$queryRaw<{ statement: string }[]>`SELECT statement FROM pg_prepared_statements`;
      expect(prepared.filter(({ statement }) => statement.includes('FROM "public"."User"'))).toHaveLength(1);
      expect(prepared.filter(({ statement }) => statement.includes('"Vaga"'))).toEqual([]);
    });
  });
});
