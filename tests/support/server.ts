import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createServerAdapter } from "@whatwg-node/server";
import { createApp } from "../../server/app.ts";
import { loadConfig, type Config } from "../../server/config.ts";
import type { Database } from "../../server/db/database.ts";
import { createTestDatabase } from "./database.ts";

export interface TestServer {
  url: string;
  database: Database;
  /** Every SQL statement the server has sent, in order. */
  queries: string[];
  close(): Promise<void>;
}

/** The real server over real HTTP on a random port, with its own fresh database. */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const queries: string[] = [];
  const database = await createTestDatabase((sql) => queries.push(sql));
  const config = { ...loadConfig({ NODE_ENV: "test", WEB_DIST: process.env.WEB_DIST }), ...overrides };
  const server: Server = createServer(createServerAdapter(createApp({ db: database.prisma, config, log: () => {} })));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    queries,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await database.close();
    },
  };
}
