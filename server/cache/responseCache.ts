import { createHash } from "node:crypto";
import { createInMemoryCache, useResponseCache, type Cache } from "@graphql-yoga/plugin-response-cache";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { Redis } from "ioredis";
import type { Plugin } from "graphql-yoga";
import type { Config } from "../config.ts";
import type { DomainContext } from "../domain/context.ts";
import type { Logger } from "../log.ts";
import { createRedisStore } from "./redisStore.ts";
import { shapeOf } from "./rootFields.ts";
import type { Write } from "./writes.ts";

/** What public answers show: writes to these models change them. */
export const publicModels: ReadonlySet<string> = new Set(["Vaga", "Empresa"]);

/** A public answer lives this long unless a write invalidates it first. */
const ttlMs = 5 * 60_000;

export interface PublicCache {
  plugin: Plugin;
  /** Pages rendered for visitors, filed under what their data showed, so the same writes invalidate them. */
  pages: {
    get<T>(url: string): Promise<T | undefined>;
    /** `records`: the page's Relay store, from which the rows and root fields it showed are read. */
    set<T>(url: string, page: T, records: string): Promise<void>;
  };
  /**
   * Documents made from every active job (sitemaps, feeds): kept until any job or company changes, so a crawler
   * asking again and again costs the database nothing until then.
   */
  documents: {
    get(key: string): Promise<string | undefined>;
    set(key: string, body: string): Promise<void>;
  };
  /** Drops every cached answer that showed what these writes changed. */
  invalidate(writes: Write[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * Answers to visitors and partners (the same for everyone who is not signed
 * in) are cached: in Redis when REDIS_URL is set, so every process shares
 * them and their invalidation; in this process's memory on the embedded
 * database, which only one process can open. Signed-in people always get fresh answers.
 */
export function createPublicCache(config: Config, log: Logger): PublicCache | null {
  if (!config.responseCache) return null;
  let redis: Redis | undefined;
  let store: Cache;
  if (config.redisUrl) {
    // While Redis is away a command fails at once (no queue while disconnected): each visitor's answer waited 1-2 s for
    // a reconnection before, and the line of requests behind it.
    redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 1_000, enableOfflineQueue: false });
    redis.on("error", (error) => log.warn({ err: error }, "response cache: redis connection failed"));
    store = createRedisStore(redis, `${config.redisPrefix}cache:`, log);
  } else if (!config.databaseUrl) {
    // The embedded database belongs to one process: so does the cache.
    store = createInMemoryCache({ max: 5_000 });
  } else {
    log.info("response cache off: with PostgreSQL, several processes may serve the app and share it only through REDIS_URL");
    return null;
  }
  const cache = tolerant(store, log);
  const cacheable = new WeakSet<object>();
  const pageKey = (url: string) => `page|${url}`;
  const documentKey = (key: string) => `document|${key}`;
  return {
    pages: {
      get: async <T>(url: string) => (await cache.get(pageKey(url)))?.data as T | undefined,
      set: async (url, page, records) => {
        await cache.set(pageKey(url), { data: page as Record<string, unknown> }, entitiesShownBy(records), ttlMs);
      },
    },
    documents: {
      get: async (key) => (await cache.get(documentKey(key)))?.data?.body as string | undefined,
      set: async (key, body) => {
        await cache.set(documentKey(key), { data: { body } }, withTypeTags([rootField("vagas"), { typename: "Empresa", id: anyId }]), ttlMs);
      },
    },
    plugin: useResponseCache<DomainContext>({
      cache: tagged(cache),
      session: () => null,
      // Only visitors' and partners' queries: a mutation served from the cache would not run at all.
      enabled: (_request, context) => cacheable.has(context),
      ttl: ttlMs,
      // Writes reach the data layer from GraphQL and REST alike; invalidation follows them there (invalidate below).
      invalidateViaMutation: false,
      includeExtensionMetadata: false,
      // Called first for every request, with the context enabled() then sees. The key names the root fields
      // the answer holds, so that storing it can tag it with them (see `tagged`).
      buildResponseCacheKey: async ({ documentString, operationName, variableValues, context }) => {
        const { viewer, partner } = context as DomainContext;
        if (viewer) return "";
        const { operation, fields } = shapeOf(documentString, operationName);
        if (operation !== "query") return "";
        cacheable.add(context as object);
        // Partners read another schema: the same document may be valid for a visitor and not for them, or mean less.
        const audience = partner ? "partner" : "visitor";
        // Hashed in the request's own turn: the plugin's hashSHA256 goes through WebCrypto, a round trip to libuv's
        // thread pool that costs more than hashing a few hundred bytes (1.4% of a visitor-heavy load test's CPU).
        const hash = createHash("sha256").update([audience, documentString, operationName ?? "", JSON.stringify(variableValues ?? {})].join("|"));
        return `${fields.join(",")}|${hash.digest("hex")}`;
      },
    }),
    invalidate: async (writes) => {
      if (writes.length) await cache.invalidate(entitiesChangedBy(writes));
    },
    close: async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    },
  };
}

type CacheEntityRecord = { typename: string; id?: string | number };

/** Tags every answer that shows some row of a type: a write of many rows at once invalidates them all. */
const anyId = "*";

/** A root field an answer holds, as an entity: a new job must reach every cached search, even an empty one. */
const rootField = (field: string): CacheEntityRecord => ({ typename: "Query", id: field });

function entitiesChangedBy(writes: Write[]): CacheEntityRecord[] {
  const entities = new Map<string, CacheEntityRecord>();
  for (const { model, id } of writes) {
    // Global ids, as answers carry them; a write of many rows at once drops every answer that showed one.
    const entity = { typename: model, id: id ? encodeGlobalID(model, id) : anyId };
    entities.set(`${entity.typename}:${entity.id}`, entity);
    if (model === "Vaga") entities.set("Query:vagas", rootField("vagas"));
  }
  return [...entities.values()];
}

/** Entities, plus one tag per type they show: a write of many rows of a type at once drops every answer with one. */
function withTypeTags(entities: CacheEntityRecord[]): CacheEntityRecord[] {
  const types = new Set(entities.filter((entity) => entity.typename !== "Query").map((entity) => entity.typename));
  return [...entities, ...[...types].map((typename) => ({ typename, id: anyId }))];
}

/** The rows (by global id) and root fields a page's Relay store holds. */
function entitiesShownBy(records: string): CacheEntityRecord[] {
  const entities: CacheEntityRecord[] = [];
  for (const [dataId, record] of Object.entries(JSON.parse(records) as Record<string, Record<string, unknown>>)) {
    if (dataId === "client:root") {
      for (const field of Object.keys(record)) if (!field.startsWith("__")) entities.push(rootField(field.replace(/\(.*$/s, "")));
    } else if (typeof record.__typename === "string" && typeof record.id === "string") {
      entities.push({ typename: record.__typename, id: record.id });
    }
  }
  return withTypeTags(entities);
}

/** Adds to what each answer is filed under: every type it shows (`anyId`) and its root fields. */
function tagged(store: Cache): Cache {
  return {
    get: (key) => store.get(key),
    set: (key, result, entities, ttl) => {
      const fields = key.slice(0, key.indexOf("|")).split(",").filter(Boolean);
      return store.set(key, result, withTypeTags([...entities, ...fields.map(rootField)]), ttl);
    },
    invalidate: (entities) => store.invalidate(entities),
  };
}

/** The cache speeds answers up; when its store fails, answers come from the database and the failure is logged. */
function tolerant(store: Cache, log: Logger): Cache {
  // One line a minute per operation, not one per request, while the store fails.
  const warnedAt = new Map<string, number>();
  const warn = (operation: string) => (error: unknown) => {
    if (performance.now() - (warnedAt.get(operation) ?? -Infinity) > 60_000) {
      warnedAt.set(operation, performance.now());
      log.warn({ err: error, operation }, "response cache failed; answers come from the database meanwhile");
    }
    return undefined;
  };
  return {
    get: async (key) => {
      try {
        return await store.get(key);
      } catch (error) {
        return warn("get")(error);
      }
    },
    set: async (key, result, entities, ttl) => {
      await Promise.resolve()
        .then(() => store.set(key, result, entities, ttl))
        .catch(warn("set"));
    },
    invalidate: async (entities) => {
      await Promise.resolve()
        .then(() => store.invalidate(entities))
        .catch(warn("invalidate"));
    },
  };
}
