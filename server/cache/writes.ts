import { AsyncLocalStorage } from "node:async_hooks";
import type { Db } from "../db/database.ts";

/** A row a request wrote: its model and, when the write named one row, its id. */
export interface Write {
  model: string;
  id?: string;
}

const writesOfRequest = new AsyncLocalStorage<Write[]>();
const writeOperations = ["create", "createMany", "createManyAndReturn", "update", "updateMany", "updateManyAndReturn", "upsert", "delete", "deleteMany"] as const;

/** Runs a request, collecting what it writes through the tracked client; the writes come back once it is done (and committed). */
export async function collectWrites<T>(run: () => Promise<T>): Promise<{ result: T; writes: Write[] }> {
  const writes: Write[] = [];
  const result = await writesOfRequest.run(writes, run);
  return { result, writes };
}

const idOf = (value: unknown): string | undefined => {
  const id = (value as { id?: unknown } | null | undefined)?.id;
  return typeof id === "string" ? id : undefined;
};

type WriteOperation = (typeof writeOperations)[number];
type WriteHook = (call: { model: string; args: unknown; query: (args: unknown) => Promise<unknown> }) => Promise<unknown>;

/**
 * The client with every write of `models` recorded in the running request,
 * whichever path made it (GraphQL, REST, a transaction): caches learn what
 * changed from the data layer itself, not from a list kept beside each write.
 * Only writes go through the hook: Prisma deep-copies the arguments of every
 * operation an extension hooks, and reads (a screen's nested selects) are most of them.
 */
export function trackWrites(db: Db, models: ReadonlySet<string>): Db {
  const record: WriteHook = async ({ model, args, query }) => {
    const result = await query(args);
    const writes = writesOfRequest.getStore();
    if (writes && models.has(model)) writes.push({ model, id: idOf((args as { where?: unknown }).where) ?? idOf(result) });
    return result;
  };
  const hooks = Object.fromEntries(writeOperations.map((operation) => [operation, record])) as Record<WriteOperation, WriteHook>;
  return db.$extends({ query: { $allModels: hooks } }) as unknown as Db;
}
