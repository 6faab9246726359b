import type { Cache } from "@graphql-yoga/plugin-response-cache";
import type { Redis } from "ioredis";
import type { Logger } from "../log.ts";

/**
 * The response cache in Redis, shared by every server process. Each answer is
 * a key that expires with its TTL; each entity it shows (`Vaga:<id>`, a root
 * field) is a set of the answers that show it, expiring with the last of
 * them, so nothing outlives what it indexes. (@envelop/response-cache-redis
 * keeps those sets forever, and a busy site's would only grow.)
 *
 * An invalidation Redis did not take (down, or no answer in time) would leave
 * answers showing what a write changed for their whole TTL once Redis is back.
 * So from then on this process reads nothing from the cache, and drops every
 * answer under the prefix as soon as Redis answers again; until then other
 * processes, which reach Redis, may still serve them.
 */
export function createRedisStore(redis: Redis, prefix: string, log: Logger): Cache {
  const answerKey = (key: string) => `${prefix}answer:${key}`;
  const entityKey = (typename: string, id: string | number | undefined) => `${prefix}entity:${typename}:${id ?? "*"}`;
  let invalidationLost = false;
  let dropping: Promise<void> | undefined;
  // While Redis is away nothing is sent: a command refused at once still costs an error and its stack, and storing an
  // answer is dozens of them (its entities), which took a visitor-only load from 107 to 61-69 req/s.
  const up = () => redis.status === "ready";

  /** Deletes every key under the prefix; the cache is trusted again once that is done. */
  function dropEverything(): Promise<void> {
    dropping ??= (async () => {
      let cursor = "0";
      do {
        const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 1_000);
        if (keys.length) await redis.unlink(...keys);
        cursor = next;
      } while (cursor !== "0");
      invalidationLost = false;
      log.warn("response cache: an invalidation was lost while Redis failed; every cached answer was dropped");
    })()
      .catch((error: unknown) => log.warn({ err: error }, "response cache: dropping every answer failed; trying again when Redis is back"))
      .finally(() => {
        dropping = undefined;
      });
    return dropping;
  }
  redis.on("ready", () => {
    if (invalidationLost) void dropEverything();
  });

  return {
    async get(key) {
      if (invalidationLost || !up()) return undefined;
      const stored = await redis.get(answerKey(key));
      return stored ? JSON.parse(stored) : undefined;
    },
    async set(key, result, entities, ttl) {
      if (!up()) return;
      const pipeline = redis.multi();
      pipeline.set(answerKey(key), JSON.stringify(result), "PX", ttl);
      for (const { typename, id } of entities) {
        const entity = entityKey(typename, id);
        pipeline.sadd(entity, key);
        pipeline.pexpire(entity, ttl);
      }
      await pipeline.exec();
    },
    async invalidate(entities) {
      const sets = [...entities].map(({ typename, id }) => entityKey(typename, id));
      if (!sets.length) return;
      if (invalidationLost) {
        // Redis coming back drops everything anyway.
        if (up()) await dropEverything();
        return;
      }
      if (!up()) {
        invalidationLost = true;
        throw new Error(`redis is ${redis.status}: invalidation lost`);
      }
      try {
        const members = await redis.sunion(...sets);
        await redis.del(...sets, ...members.map(answerKey));
      } catch (error) {
        invalidationLost = true;
        if (up()) void dropEverything();
        throw error;
      }
    },
  };
}
