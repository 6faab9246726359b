import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "./generated/prisma/client.ts";
import { applyMigrations, migrationsUpToDate, type RawQuery } from "./migrate.ts";
import { preparedStatementName } from "./preparedStatements.ts";
import { analyzeStaleTables } from "./statistics.ts";

export type Db = PrismaClient;

export interface Database {
  prisma: PrismaClient;
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  kind: "pglite" | "postgresql";
  /** A statement outside Prisma (maintenance: ANALYZE, catalog reads). */
  query: RawQuery;
  close(): Promise<void>;
}

export interface ConnectionOptions {
  databaseUrl?: string;
  dataDir: string;
  /** For PGlite: a data directory to start from (tests copy one migrated database instead of creating each anew). */
  template?: Blob;
  /** PostgreSQL connections this process may hold. */
  poolSize?: number;
  /** PostgreSQL cancels a statement running longer than this, so no request holds a connection for long. */
  statementTimeoutMs?: number;
  /** An idle PostgreSQL connection failed (the server restarted or ended it); the pool opens another when needed. */
  onConnectionError?: (error: Error) => void;
}

/**
 * PGlite with the extensions our migrations use (full-text search helpers);
 * `template`, a tarball from `dumpDataDir`, is its starting data directory.
 */
export function openPGlite(dataDir: string, template?: Blob): PGlite {
  return new PGlite(dataDir, { extensions: { unaccent, pg_trgm, btree_gin }, loadDataDir: template });
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
 * the pool is ours, so no private member of the adapter is touched. It also
 * names the statements that come back (preparedStatements.ts); the search
 * benchmark builds its client on it, over a pool that counts statements.
 */
export class PgFactory extends PrismaPg {
  constructor(private readonly pool: pg.Pool) {
    super(pool, { statementNameGenerator: preparedStatementName });
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

/**
 * Settings of every PostgreSQL connection of the app. A search by the
 * beginnings of words has GIN gather the matching rows in a bitmap bounded by
 * work_mem: at PostgreSQL's default (4 MB), a common beginning among a million
 * jobs spills into lossy pages whose every row is rechecked, about twice as slow.
 * No JIT: it compiles a statement whose estimated cost passes jit_above_cost,
 * about 350 ms, and a job search read week by week (newestMatches.ts) is
 * estimated as if every week were read, though it stops after a few.
 * A new connection's first search costs ~50 ms more than the next ones (its
 * backend loads the catalogs, the text search dictionaries and the search
 * function), so an idle connection stays 10 minutes, not pg's 10 seconds:
 * a lull in traffic no longer sends the next visitors to cold backends.
 * A connection is replaced after 30 minutes all the same: it keeps every
 * statement it prepared (preparedStatements.ts) while it lives, and one
 * prepared before a migration changed a column's type fails until it goes.
 */
export const connectionSettings = {
  options: "-c work_mem=16MB -c jit=off",
  idleTimeoutMillis: 10 * 60_000,
  maxLifetimeSeconds: 30 * 60,
} as const satisfies pg.PoolConfig;

export function adapterFactoryFor(options: ConnectionOptions) {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      ...connectionSettings,
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A saturated pool fails fast instead of queueing forever (pg's default has no timeout).
      connectionTimeoutMillis: 5_000,
      statement_timeout: options.statementTimeoutMs,
      idle_in_transaction_session_timeout: options.statementTimeoutMs,
    });
    // Without a listener, an idle connection the server ends (a restart, a database dropped) would crash the process.
    pool.on("error", (error) => options.onConnectionError?.(error));
    const query: RawQuery = async (sql) => (await pool.query(sql)).rows;
    // The adapter leaves a pool it was given open (migrations and the client each connect through it): closing it is ours.
    return { kind: "postgresql" as const, factory: new PgFactory(pool), query, close: () => pool.end() };
  }
  const pglite = openPGlite(options.dataDir, options.template);
  const query: RawQuery = async (sql) => (await pglite.query<Record<string, unknown>>(sql)).rows;
  return { kind: "pglite" as const, factory: new PGliteFactory(pglite), query, close: () => pglite.close() };
}

/**
 * Applies what the migrations folder holds that the database lacks. A
 * migration may run longer than a request's statement timeout (an index over
 * a million rows), so on PostgreSQL it runs over a connection of its own.
 */
async function migrate(options: ConnectionOptions, target: ReturnType<typeof adapterFactoryFor>): Promise<string[]> {
  if (await migrationsUpToDate(target.query)) return [];
  const migrator = target.kind === "postgresql" ? adapterFactoryFor({ databaseUrl: options.databaseUrl, dataDir: "", poolSize: 3 }) : target;
  try {
    return await applyMigrations(migrator.factory);
  } finally {
    if (migrator !== target) await migrator.close();
  }
}

export interface OpenOptions extends ConnectionOptions {
  log?: (message: string) => void;
  /** Called with every SQL statement the client sends (tests count them). */
  onQuery?: (sql: string) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const target = adapterFactoryFor(options);
  const { kind, factory, query, close } = target;
  const applied = await migrate(options, target);
  if (applied.length) options.log?.(`applied migrations: ${applied.join(", ")}`);
  // Autovacuum analyses PostgreSQL's tables; PGlite's are ours to keep current.
  if (kind === "pglite") await analyzeStaleTables(query);
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
    query,
    async close() {
      await prisma.$disconnect();
      await close();
    },
  };
}
