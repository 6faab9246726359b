// `npm run start:cluster`: the app served by several processes (WORKERS, by
// default one per core) on one port, sharing PostgreSQL and Redis: sessions,
// rate limits and the response cache live there, so any process can answer
// any request.
import cluster from "node:cluster";
import { loadConfig } from "./config.ts";
import { cannotListen } from "./exitCodes.ts";
import { openDatabase } from "./db/database.ts";
import { portRefusal, socketPerWorker } from "./http/listening.ts";
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

  // Before anything else: a port already taken stops the cluster before any worker opens the database.
  const refusal = await portRefusal(config.port);
  if (refusal) {
    log.fatal({ err: refusal, port: config.port }, "cannot listen; not starting the cluster");
    process.exit(1);
  }

  // Migrations run once, here, before any worker opens the database.
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: (message) => log.info(message) });
  await database.close();

  // Where workers share one socket (not Linux), each accepts from it itself. node:cluster's default (round robin)
  // has the primary pass every connection to a worker and wait until that worker's event loop takes it, one at a
  // time: in the load test, 200 connections opened at once on a busy cluster waited up to 5.5-7.4 s for a first
  // answer, against 1.9-2.5 s this way (README, Processes). NODE_CLUSTER_SCHED_POLICY=rr brings it back.
  if (!process.env.NODE_CLUSTER_SCHED_POLICY) cluster.schedulingPolicy = cluster.SCHED_NONE;
  const sockets = socketPerWorker ? "one per worker" : cluster.schedulingPolicy === cluster.SCHED_NONE ? "shared" : "round robin";

  let stopping = false;
  const fork = () => cluster.fork({ WORKERS: String(workers) });
  for (let i = 0; i < workers; i++) fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    if (code === cannotListen) {
      // Another would fail the same way (a port taken, or not ours to take): the cluster stops instead.
      log.fatal({ pid: worker.process.pid, port: config.port }, "a worker cannot listen; stopping the cluster");
      stop("SIGTERM", 1);
      return;
    }
    // A worker that crashed is replaced: the others kept serving meanwhile.
    log.error({ pid: worker.process.pid, code, signal }, "worker exited; starting another");
    fork();
  });
  function stop(signal: NodeJS.Signals, exitCode = 0) {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers }, "stopping workers");
    // Each worker finishes its requests in flight (SHUTDOWN_TIMEOUT_MS), then exits.
    const alive = () => Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead());
    if (alive().length === 0) process.exit(exitCode);
    for (const worker of alive()) worker?.process.kill(signal);
    cluster.on("exit", () => {
      if (alive().length === 0) process.exit(exitCode);
    });
  }
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  log.info({ workers, port: config.port, sockets }, "cluster started");
} else {
  await import("./main.ts");
}
