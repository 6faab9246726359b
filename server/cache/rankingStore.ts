import { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import type { Config } from "../config.ts";
import type { RankingStore } from "../domain/keptRankings.ts";
import type { Logger } from "../log.ts";

/** How long a first page's ranking serves the pages after it; a page asked for later ranks again. */
const ttlMs = 10 * 60_000;

/**
 * Where text searches keep their first page's ranking (server/domain/keptRankings.ts): in Redis when
 * REDIS_URL is set, so the next page finds it whichever process serves it; in this process's memory on
 * the embedded database, which only one process can open. With PostgreSQL and no Redis, nowhere: every
 * page ranks, as a ranking kept by one process would be missed by the others.
 */
export function createRankingStore(config: Config, log: Logger): RankingStore | null {
  if (config.redisUrl) {
    // A ranking only saves work: with Redis away or slow, a command fails at once (no queue while disconnected)
    // or soon, and the page ranks as it would without Redis.
    const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 200, enableOfflineQueue: false });
    redis.on("error", (error) => log.warn({ err: error }, "search rankings: redis connection failed"));
    const key = (name: string) => `${config.redisPrefix}ranking:${name}`;
    // One line a minute, not one per page, while Redis fails.
    let warnedAt = -Infinity;
    const failed = (operation: string) => (error: unknown) => {
      if (performance.now() - warnedAt > 60_000) {
        warnedAt = performance.now();
        log.warn({ err: error, operation }, "search rankings: redis failed; pages rank again meanwhile");
      }
      return undefined;
    };
    return {
      get: (name) => redis.get(key(name)).then((value) => value ?? undefined, failed("get")),
      set: (name, value) => redis.set(key(name), value, "PX", ttlMs).then(() => undefined, failed("set")),
      close: async () => {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  if (config.databaseUrl) return null;
  // A ranking is about 7 kB: a thousand people paging at once.
  const memory = new LRUCache<string, string>({ max: 1_000, ttl: ttlMs });
  return {
    get: async (name) => memory.get(name),
    set: async (name, value) => void memory.set(name, value),
    close: async () => memory.clear(),
  };
}
