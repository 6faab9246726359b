import type { Cache } from "@graphql-yoga/plugin-response-cache";
import type { Redis } from "ioredis";

/**
 * The response cache in Redis, shared by every server process. Each answer is
 * a key that expires with its TTL; each entity it shows (`Vaga:<id>`, a root
 * field) is a set of the answers that show it, expiring with the last of
 * them, so nothing outlives what it indexes. (@envelop/response-cache-redis
 * keeps those sets forever, and a busy site's would only grow.)
 */
export function createRedisStore(redis: Redis, prefix: string): Cache {
  const answerKey = (key: string) => `${prefix}answer:${key}`;
  const entityKey = (typename: string, id: string | number | undefined) => `${prefix}entity:${typename}:${id ?? "*"}`;
  return {
    async get(key) {
      const stored = await redis.get(answerKey(key));
      return stored ? JSON.parse(stored) : undefined;
    },
    async set(key, result, entities, ttl) {
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
      const members = await redis.sunion(...sets);
      await redis.del(...sets, ...members.map(answerKey));
    },
  };
}
