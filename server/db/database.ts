import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "./generated/prisma/client.ts";
import { applyMigrations } from "./migrate.ts";

export type Db = PrismaClient;

export interface Database {
  prisma: PrismaClient;
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  kind: "pglite" | "postgresql";
  close(): Promise<void>;
}

/** PGlite with the extensions our migrations use (full-text search helpers). */
export function openPGlite(dataDir: string): PGlite {
  return new PGlite(dataDir, { extensions: { unaccent, pg_trgm } });
}

/** A PGlite factory whose shadow database (used to diff migrations) has the same extensions. */
class PGliteFactory extends PrismaPGlite {
  override async connectToShadowDb() {
    return new PrismaPGlite(openPGlite("memory://")).connect();
  }
}

type ScriptAdapter = { executeScript(script: string): Promise<void> };

/**
 * @prisma/adapter-pg runs a migration script by splitting it at every ";",
 * which breaks PL/pgSQL function bodies (our search triggers). pg's simple
 * query protocol takes the whole script at once, as one implicit transaction,
 * which is also what PGlite does.
 */
class PgFactory extends PrismaPg {
  override async connect() {
    return wholeScripts(await super.connect());
  }
}

function wholeScripts<T extends object>(adapter: T): T {
  const inner = adapter as unknown as ScriptAdapter & { client: { query(sql: string): Promise<unknown> }; onError(error: unknown): never };
  inner.executeScript = async (script) => {
    try {
      await inner.client.query(script);
    } catch (error) {
      inner.onError(error);
    }
  };
  return adapter;
}

export function adapterFactoryFor(options: { databaseUrl?: string; dataDir: string }) {
  if (options.databaseUrl) {
    // A saturated pool fails fast instead of queueing forever (pg's default has no timeout).
    return {
      kind: "postgresql" as const,
      factory: new PgFactory({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5_000 }),
      close: async () => {},
    };
  }
  const pglite = openPGlite(options.dataDir);
  return { kind: "pglite" as const, factory: new PGliteFactory(pglite), close: () => pglite.close() };
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  log?: (message: string) => void;
  /** Called with every SQL statement the client sends (tests count them). */
  onQuery?: (sql: string) => void;
}): Promise<Database> {
  const { kind, factory, close } = adapterFactoryFor(options);
  const applied = await applyMigrations(factory);
  if (applied.length) options.log?.(`applied migrations: ${applied.join(", ")}`);
  const prisma = new PrismaClient({
    adapter: factory,
    log: options.onQuery ? [{ emit: "event", level: "query" }] : [],
  });
  if (options.onQuery) {
    const onQuery = options.onQuery;
    (prisma as unknown as { $on(event: "query", cb: (e: { query: string }) => void): void }).$on("query", (event) => onQuery(event.query));
  }
  return {
    prisma,
    adapterFactory: factory,
    kind,
    async close() {
      await prisma.$disconnect();
      await close();
    },
  };
}
