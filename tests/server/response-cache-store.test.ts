import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedisStore } from "../../server/cache/redisStore.ts";
import { createLogger } from "../../server/log.ts";

// The response cache's Redis store: what it keeps of an answer, and after an invalidation Redis did not take, what
// it deletes when Redis is back.

describe.runIf(process.env.REDIS_URL)("the response cache's store", () => {
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    await new Promise((resolve) => redis.once("ready", resolve));
  });
  afterAll(() => redis.quit());

  it("names an answer in the set of each entity it shows, each set lasting as long as the last answer it names, and forgets it when one changes", async () => {
    const prefix = `t${randomBytes(4).toString("hex")}:cache:`;
    const store = createRedisStore(redis, prefix, createLogger("silent"));
    const shown = [
      { typename: "Vaga", id: "VmFnYTox" },
      { typename: "Empresa", id: "RW1wcmVzYTox" },
      { typename: "Query.vagas", id: undefined },
    ];
    await store.set("busca:1", { data: { total: 1 } }, shown, 60_000);
    await store.set("busca:2", { data: { total: 2 } }, shown.slice(1), 30_000);

    const sets = [`${prefix}entity:Vaga:VmFnYTox`, `${prefix}entity:Empresa:RW1wcmVzYTox`, `${prefix}entity:Query.vagas:*`];
    expect(await Promise.all(sets.map((set) => redis.smembers(set).then((members) => members.sort())))).toEqual([
      ["busca:1"],
      ["busca:1", "busca:2"],
      ["busca:1", "busca:2"],
    ]);
    // Each set lasts as long as the last answer it names: the shorter-lived second answer did not shorten them.
    for (const key of [`${prefix}answer:busca:1`, ...sets]) {
      const ttl = await redis.pttl(key);
      expect(ttl, key).toBeGreaterThan(30_000);
      expect(ttl, key).toBeLessThanOrEqual(60_000);
    }

    await store.invalidate([shown[0]!]);
    expect(await store.get("busca:1")).toBeUndefined();
    expect(await store.get("busca:2")).toEqual({ data: { total: 2 } });
    await store.invalidate(shown.slice(1));
  });
});

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
