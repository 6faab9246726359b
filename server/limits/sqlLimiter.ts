import { RateLimiterPrisma } from "rate-limiter-flexible";
import type { Db } from "../db/database.ts";
import type { LimiterOptions } from "./store.ts";

/**
 * rate-limiter-flexible's Prisma store, spending in one statement: the library's own takes two (a DELETE of
 * an expired window, then an upsert), and every anonymous request and partner call pays them when Redis
 * is not set. Reading and deleting stay the library's.
 */
export class RateLimiterSql extends RateLimiterPrisma {
  readonly #db: Db;

  constructor(db: Db, options: LimiterOptions) {
    super({ storeClient: db, tableName: "rateLimiterFlexible", clearExpiredByTimeout: false, ...options });
    this.#db = db;
  }

  /**
   * What RateLimiterStoreAbstract calls to spend `points` (or, forced, to set them): an expired window starts
   * over and any other is incremented in the row, so that concurrent spends are all counted. A point given
   * back (negative `points`) never takes a count below zero: it may be one spent in Redis (store.ts). Times
   * travel as epoch milliseconds, as the column holds UTC without a zone.
   */
  async _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<{ points: number; expire: Date | null }> {
    const now = Date.now();
    const expire = msDuration > 0 ? now + msDuration : null;
    const [row] = await this.#db.$queryRaw<{ points: number; expire: number | null }[]>`
      INSERT INTO "RateLimiterFlexible" AS r ("key", "points", "expire")
      VALUES (${key}, greatest(${points}::int, 0), to_timestamp(${expire}::float8 / 1000) AT TIME ZONE 'UTC')
      ON CONFLICT ("key") DO UPDATE SET
        "points" = CASE WHEN ${forceExpire}::boolean OR r."expire" <= to_timestamp(${now}::float8 / 1000) AT TIME ZONE 'UTC'
                        THEN EXCLUDED."points" ELSE greatest(r."points" + ${points}::int, 0) END,
        "expire" = CASE WHEN ${forceExpire}::boolean OR r."expire" <= to_timestamp(${now}::float8 / 1000) AT TIME ZONE 'UTC'
                        THEN EXCLUDED."expire" ELSE r."expire" END
      RETURNING "points", (extract(epoch FROM "expire") * 1000)::float8 AS "expire"`;
    if (!row) throw new Error(`rate limit upsert of ${key} returned no row`);
    return { points: row.points, expire: row.expire === null ? null : new Date(row.expire) };
  }
}
