// `npm run start:cluster`: the app served by several processes (WORKERS, by
// default one per core) on one port, sharing PostgreSQL and Redis: sessions,
// rate limits and the response cache live there, so any process can answer
// any request.
import cluster from "node:cluster";
import { createServer } from "node:net";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { createLogger } from "./log.ts";

if (cluster.isPrimary) {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const { workers } = config;
  if (!config.databaseUrl) {
    log.fatal("start:cluster needs DATABASE_URL: the embedded database belongs to one process (use npm start)");
    process.exit(1);
  }
  if (!config.redisUrl) log.warn("no REDIS_URL: limits are shared through PostgreSQL and the response cache is off");
  // On a port already taken every worker would fail to listen and be started again, without end.
  if (!(await portIsFree(config.port))) {
    log.fatal({ port: config.port }, "port already in use");
    process.exit(1);
  }

  // Migrations run once, here, before any worker opens the database.
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: (message) => log.info(message) });
  await database.close();

  // Each worker accepts its own connections from the shared socket. node:cluster's default (round robin) has the
  // primary pass every connection to a worker and wait until that worker's event loop takes it, one at a time: in
  // the load test, 200 connections opened at once on a busy cluster waited up to 5.5-7.4 s for a first answer,
  // against 1.9-2.5 s this way in session 20's runs; in later ones up to 6 s all the same, since libuv accepts one
  // connection per turn of a worker's event loop (README, Processes). Node warns that the kernel can spread
  // connections unevenly over many workers: NODE_CLUSTER_SCHED_POLICY=rr brings the round robin back.
  if (!process.env.NODE_CLUSTER_SCHED_POLICY) cluster.schedulingPolicy = cluster.SCHED_NONE;
  const scheduling = cluster.schedulingPolicy === cluster.SCHED_NONE ? "none" : "rr";

  let stopping = false;
  const fork = () => cluster.fork({ WORKERS: String(workers) });
  for (let i = 0; i < workers; i++) fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    // A worker that crashed is replaced: the others kept serving meanwhile.
    log.error({ pid: worker.process.pid, code, signal }, "worker exited; starting another");
    fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers }, "stopping workers");
    // Each worker finishes its requests in flight (SHUTDOWN_TIMEOUT_MS), then exits.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    cluster.on("exit", () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  log.info({ workers, port: config.port, scheduling }, "cluster started");
} else {
  await import("./main.ts");
}

function portIsFree(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once("error", () => resolve(false));
    probe.listen({ port, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}
