import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createServerAdapter } from "@whatwg-node/server";
import { createApp } from "./app.ts";
import { deleteExpiredSessions } from "./auth/sessions.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";

const dev = process.argv.includes("--dev");
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  log: (message) => console.log(`[encaixe] ${message}`),
});
const adapter = createServerAdapter(createApp({ db: database.prisma, config }));

let listener: (req: IncomingMessage, res: ServerResponse) => void = adapter;
if (dev) {
  // One process, one port: Vite serves the web app with hot reload, we serve the API.
  const { createServer: createViteServer } = await import("vite");
  const vite = await createViteServer({
    configFile: new URL("../web/vite.config.ts", import.meta.url).pathname,
    server: { middlewareMode: true },
    appType: "spa",
    plugins: [{ name: "encaixe-brand", transformIndexHtml: (html: string) => html.replaceAll("__BRAND__", config.brand) }],
  });
  listener = (req, res) => {
    const url = req.url ?? "/";
    if (url.startsWith("/api") || url.startsWith("/graphql")) adapter(req, res);
    else vite.middlewares(req, res);
  };
}

const server = createServer(listener);
server.listen(config.port, () => {
  const where = config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`;
  console.log(`[encaixe] listening on http://localhost:${config.port} (${where}${dev ? ", dev mode" : ""})`);
});

const sweep = setInterval(() => void deleteExpiredSessions(database.prisma).catch(() => {}), 60 * 60 * 1000);
sweep.unref();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[encaixe] ${signal}: closing`);
  server.close();
  server.closeAllConnections();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
