import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { deleteExpiredSessions } from "./auth/sessions.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { forgetOldRemovals } from "./domain/jobSync.ts";
import { startDailyDigests } from "./domain/noticeDigest.ts";
import { forgetExpiredResets } from "./domain/passwordReset.ts";
import { forgetOldUnsubscribeTokens } from "./domain/unsubscribe.ts";
import { forgetOldEmails } from "./email/outbox.ts";
import { keepStatistics } from "./db/statistics.ts";
import { listenOptions } from "./http/listening.ts";
import { createNodeListener } from "./http/node.ts";
import { cannotListen } from "./exitCodes.ts";
import { createLogger } from "./log.ts";
import { sweepExpiredCounters } from "./limits/sweep.ts";
import { headersTimeoutMs, requestTimeoutMs } from "./http/timeouts.ts";

const dev = process.argv.includes("--dev");
const config = loadConfig();
const log = createLogger(config.logLevel);
// The app's modules (the GraphQL schema above all) load while the database opens.
const [database, { createApp }] = await Promise.all([
  openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    statementTimeoutMs: config.statementTimeoutMs,
    onConnectionError: (error) => log.warn({ err: error }, "idle database connection failed; the pool replaces it"),
    log: (message) => log.info(message),
  }),
  import("./app.ts"),
]);
if (database.kind === "pglite") keepStatistics(database.query, (error) => log.error({ err: error }, "analyze failed"));
const app = createApp({ db: database.prisma, config, log });
const appListener = createNodeListener(app);

let listener: (req: IncomingMessage, res: ServerResponse) => void = appListener;
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
    if (url.startsWith("/api") || url.startsWith("/graphql") || url.startsWith("/images/") || url.startsWith("/healthz") || url.startsWith("/readyz")) {
      appListener(req, res);
    } else vite.middlewares(req, res);
  };
}

const server = createServer(listener);
server.headersTimeout = headersTimeoutMs;
server.requestTimeout = requestTimeoutMs;
server.on("error", (error) => {
  // Once listening, an error is a connection that could not be accepted (EMFILE under load): the server goes on
  // serving the others. Exiting with cannotListen then would have stopped the whole cluster.
  if (server.listening) return void log.error({ err: error }, "connection not accepted");
  log.fatal({ err: error, port: config.port }, "cannot listen");
  process.exit(cannotListen);
});

const sweep = setInterval(() => {
  void deleteExpiredSessions(database.prisma).catch((error) => log.error({ err: error }, "session sweep failed"));
  void sweepExpiredCounters(database.prisma).catch((error) => log.error({ err: error }, "rate limit sweep failed"));
  void forgetOldRemovals(database.prisma).catch((error) => log.error({ err: error }, "removed jobs sweep failed"));
  void app.searchWords.sweep();
  void forgetExpiredResets({ db: database.prisma }).catch((error) => log.error({ err: error }, "password reset sweep failed"));
  void forgetOldEmails(database.prisma).catch((error) => log.error({ err: error }, "sent e-mail sweep failed"));
  void forgetOldUnsubscribeTokens(database.prisma).catch((error) => log.error({ err: error }, "unsubscribe link sweep failed"));
  // A publication sweeps at once in its process; this catches what a crash left behind (it logs its own failures).
  void app.alertSweeper.sweep();
}, 60 * 60 * 1000);
sweep.unref();
// The daily digest of notices (08:00 in Brasília): every process runs it, and each person gets one a day.
const digests = startDailyDigests({ db: database.prisma, config, log });

let stopping = false;
/**
 * Stops taking connections, lets the requests already in flight finish (up
 * to SHUTDOWN_TIMEOUT_MS), then closes the database: a deploy drops nobody's request.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "shutting down: finishing requests in flight");
  app.drain();
  const closed = new Promise<void>((resolve) => server.close(() => resolve())).then(() => app.settled());
  server.closeIdleConnections();
  const timedOut = await Promise.race([
    closed.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), config.shutdownTimeoutMs).unref()),
  ]);
  if (timedOut) {
    log.warn({ timeoutMs: config.shutdownTimeoutMs }, "requests still in flight at the shutdown timeout: closing them");
    server.closeAllConnections();
  }
  await digests.stop();
  await app.close();
  await database.close();
  log.info("stopped");
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

// Until its limits' Redis answers, a process counts its limits in the database, apart from the processes counting in
// Redis: a client whose requests it takes would get up to twice its budget. So a process takes connections once its
// limits' Redis has answered, or after LIMITS_WAIT_MS all the same: a Redis that stays away leaves the site up, its
// limits counted in the database, with /readyz saying "starting".
if (!(await app.limitsStarted(config.limitsWaitMs))) {
  log.warn({ waitedMs: config.limitsWaitMs }, "limits' Redis not answering: taking connections; limits are counted in the database until it does");
}
if (!stopping) {
  server.listen(listenOptions(config.port), () => {
    const where = config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`;
    log.info({ port: config.port, database: where, dev }, `listening on http://localhost:${config.port}`);
  });
}
