import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
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

/**
 * PGlite with the extensions our migrations use (full-text search helpers);
 * `template`, a tarball from `dumpDataDir`, is its starting data directory.
 */
export function openPGlite(dataDir: string, template?: Blob): PGlite {
  return new PGlite(dataDir, { extensions: { unaccent, pg_trgm }, loadDataDir: template });
}

/** A PGlite factory whose shadow database (used to diff migrations) has the same extensions. */
class PGliteFactory extends PrismaPGlite {
  override async connectToShadowDb() {
    return new PrismaPGlite(openPGlite("memory://")).connect();
  }
}

/**
 * @prisma/adapter-pg runs a migration script by splitting it at every ";",
 * which breaks PL/pgSQL function bodies (our search triggers). pg's simple
 * query protocol takes the whole script at once, as one implicit transaction,
 * which is also what PGlite does. `executeScript` is public on the adapter, and
 * the pool is ours, so no private member of the adapter is touched.
 */
class PgFactory extends PrismaPg {
  constructor(private readonly pool: pg.Pool) {
    super(pool);
  }

  override async connect() {
    const adapter = await super.connect();
    return Object.assign(adapter, {
      executeScript: async (script: string) => {
        await this.pool.query(script);
      },
    });
  }
}

export function adapterFactoryFor(options: { databaseUrl?: string; dataDir: string; template?: Blob }) {
  if (options.databaseUrl) {
    // A saturated pool fails fast instead of queueing forever (pg's default has no timeout).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
    // The adapter leaves a pool it was given open (migrations and the client each connect through it): closing it is ours.
    return { kind: "postgresql" as const, factory: new PgFactory(pool), close: () => pool.end() };
  }
  const pglite = openPGlite(options.dataDir, options.template);
  return { kind: "pglite" as const, factory: new PGliteFactory(pglite), close: () => pglite.close() };
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** For PGlite: a data directory to start from (tests copy one migrated database instead of creating each anew). */
  template?: Blob;
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
