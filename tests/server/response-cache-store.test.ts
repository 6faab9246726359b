import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedisStore } from "../../server/cache/redisStore.ts";
import { createLogger } from "../../server/log.ts";

// The response cache's Redis store after an invalidation Redis did not take: what it deletes when Redis is back.

describe.runIf(process.env.REDIS_URL)("the response cache's store, after an invalidation is lost", () => {
  let redis: Redis;
  let other: Redis;
  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    other = new Redis(process.env.REDIS_URL!);
    await new Promise((resolve) => redis.once("ready", resolve));
  });
  afterAll(async () => {
    redis.disconnect();
    await other.quit();
  });

  it("deletes its own answers once Redis is back, and nobody else's, whatever the prefix holds", async () => {
    const tag = randomBytes(4).toString("hex");
    // A prefix with glob characters: `t[…]:` read as a glob matches `t` and any one of them, another app's keys.
    const prefix = `t[${tag}]:cache:`;
    const lookalike = `t${tag[0]}:cache:answer:${tag}`;
    const store = createRedisStore(redis, prefix, createLogger("silent"));
    const job = { typename: "Vaga", id: `Vaga-${tag}` };
    await store.set("busca", { data: { titulo: "Sommelier de Cafés" } }, [job], 60_000);
    await other.set(lookalike, "kept", "PX", 60_000);
    expect(await store.get("busca")).toEqual({ data: { titulo: "Sommelier de Cafés" } });

    const ended = new Promise((resolve) => redis.once("end", resolve));
    redis.disconnect();
    await expect(store.invalidate([job])).rejects.toThrow();
    await ended;
    // Until Redis is back and every answer is gone, this process reads nothing from the cache.
    expect(await store.get("busca")).toBeUndefined();
    await redis.connect();
    await expect.poll(() => other.exists(`${prefix}answer:busca`), { timeout: 10_000 }).toBe(0);
    expect(await other.get(lookalike)).toBe("kept");

    // Then the cache serves again, and later writes still find the answers stored since.
    await expect.poll(async () => {
      await store.set("busca", { data: { titulo: "Sommelier de Chás" } }, [job], 60_000);
      return store.get("busca");
    }, { timeout: 10_000 }).toEqual({ data: { titulo: "Sommelier de Chás" } });
    await store.invalidate([job]);
    expect(await store.get("busca")).toBeUndefined();
    await other.del(lookalike);
  });
});
