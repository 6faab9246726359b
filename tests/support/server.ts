import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp, type App } from "../../server/app.ts";
import type { Logger } from "../../server/log.ts";
import { createNodeListener } from "../../server/http/node.ts";
import { loadConfig, type Config } from "../../server/config.ts";
import type { Database } from "../../server/db/database.ts";
import { createTestDatabase } from "./database.ts";

export interface TestServer {
  url: string;
  database: Database;
  /** Every SQL statement the server has sent, in order. */
  queries: string[];
  /** The job alerts' sweeps of this server: wait for those a publication started, or run one. */
  alertSweeps: App["alertSweeper"];
  /** The search words' sweeps of this server: wait for those an erasure started. */
  searchWords: App["searchWords"];
  /** What SIGTERM does first: the app stops taking work and ends its event streams. */
  drain(): void;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Where the app logs (silent by default). */
  log?: Logger;
  /**
   * A database this server neither records nor closes: another TestServer's, for a second process of the
   * same site (which keeps recording its statements and closes it), or one a test filled and closes itself.
   */
  database?: Database;
}

/** The real server over real HTTP on a random port, with its own fresh database unless it is given one. */
export async function startTestServer(
  overrides: Partial<Config> = {},
  { database: shared, log }: TestServerOptions = {},
): Promise<TestServer> {
  const queries: string[] = [];
  // The request budget's counter (one upsert per request, whatever the page), the e-mail outbox's polling (on its own
  // clock) and the job alerts' sweeps (which a publication starts beside its request; their tests count them) are left
  // out, so counts show the work a request does. A company's erasure starts a sweep of the search words beside its
  // answer too: no count may follow one unless it waits for `searchWords.settled()` first.
  const database =
    shared ??
    (await createTestDatabase((sql) => {
      if (!sql.includes('"RateLimiterFlexible"') && !sql.includes('"Email"') && !sql.includes('"AlertaVaga')) queries.push(sql);
    }));
  // Tests sign up hundreds of users from 127.0.0.1: a low password-hash cost (the
  // production floor is the config's business) and room for every sign-up, unless a test asks for the limit.
  const testEnv = { NODE_ENV: "test", WEB_DIST: process.env.WEB_DIST, PASSWORD_HASH_COST: "10", SIGNUP_HOURLY_LIMIT: "1000000" };
  const config = { ...loadConfig(testEnv), ...overrides };
  const app = createApp({ db: database.prisma, config, log });
  const server: Server = createServer(createNodeListener(app));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    queries,
    alertSweeps: app.alertSweeper,
    searchWords: app.searchWords,
    drain: () => app.drain(),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await app.close();
      if (!shared) await database.close();
    },
  };
}
