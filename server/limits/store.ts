import { Redis } from "ioredis";
import { RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Db } from "../db/database.ts";
import { RateLimiterSql } from "./sqlLimiter.ts";

export interface LimiterOptions {
  /** Distinguishes this limiter's counters from the others'. */
  keyPrefix: string;
  points: number;
  /** Seconds a window lasts. */
  duration: number;
  /** Seconds a key stays blocked once it has spent its points. */
  blockDuration?: number;
}

export interface LimiterStore {
  limiter(options: LimiterOptions): RateLimiterAbstract;
  /** Whether the store has answered once since the process started: until then, with Redis, limits are counted in the database. */
  started(): boolean;
  /** Resolves true once the store has started, or false after `timeoutMs` without it. */
  whenStarted(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Counters every server process shares: in Redis when REDIS_URL is set,
 * otherwise in the app's own database (PGlite or PostgreSQL), never in one
 * process's memory.
 *
 * With Redis, a counter Redis cannot spend (disconnected, or no answer within a
 * second) is spent in the database instead (rate-limiter-flexible's insurance
 * limiter), which every process shares too: before, such a request went past
 * its limit and a sign-in was refused, so a Redis outage, or one worker of a
 * cluster that never reached Redis, opened every limit. Meanwhile a client
 * whose requests land on both stores gets up to twice its budget (a point
 * given back after a right password may land in the other store too).
 */
export function createLimiterStore(
  db: Db,
  { url: redisUrl, prefix }: { url: string | undefined; prefix: string },
  onError: (error: unknown) => void = () => {},
): LimiterStore {
  if (redisUrl) {
    // While Redis is away a limit goes to the database at once, never after retries (a sign-in's DEL, which the library
    // sends whatever the connection's state, included).
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 1_000, enableOfflineQueue: false });
    redis.on("error", onError);
    let connected = false;
    const ready = new Promise<true>((resolve) =>
      redis.once("ready", () => {
        connected = true;
        resolve(true);
      }),
    );
    return {
      started: () => connected,
      whenStarted: (timeoutMs) => {
        let timer: NodeJS.Timeout | undefined;
        const timedOut = new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), timeoutMs);
        });
        return Promise.race([ready, timedOut]).finally(() => clearTimeout(timer));
      },
      // Under the deployment's prefix, as its caches and events: two sites sharing a Redis keep their own counts.
      limiter: (options) =>
        new RateLimiterRedis({
          storeClient: redis,
          rejectIfRedisNotReady: true,
          ...options,
          keyPrefix: `${prefix}limit:${options.keyPrefix}`,
          insuranceLimiter: new RateLimiterSql(db, options),
        }),
      async close() {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  return {
    limiter: (options) => new RateLimiterSql(db, options),
    started: () => true,
    whenStarted: async () => true,
    async close() {},
  };
}
