import cluster from "node:cluster";
import { createServer, type ListenOptions } from "node:net";

// How a process takes its connections.
//
// In a cluster on Linux each worker listens on a socket of its own, bound to the shared port with SO_REUSEPORT,
// and the kernel spreads new connections over the sockets by a hash of their addresses: shares about even (not
// by load: a worker held up still gets its share). On one shared socket (node:cluster's SCHED_NONE), whichever
// worker was waiting took the next connection, and in one load-test run of three the shares came out 150/50 and
// the busier worker's clients waited longer (README, Processes). Setting NODE_CLUSTER_SCHED_POLICY (none or rr)
// brings the shared socket back; so does any platform but Linux.

/** Workers bind sockets of their own. */
export const socketPerWorker = process.platform === "linux" && !process.env.NODE_CLUSTER_SCHED_POLICY;

/** Node has `reusePort` since 22.12; the project's @types/node (20) does not know it yet. */
type WithReusePort = ListenOptions & { reusePort?: boolean };

export function listenOptions(port: number): WithReusePort {
  return cluster.isWorker && socketPerWorker ? { port, reusePort: true, exclusive: true } : { port };
}

/**
 * Why `port` cannot be taken, or null when it is free. Sockets bound with SO_REUSEPORT by the same user would
 * let a second cluster join the first one's port and take a share of its connections; a plain bind, as this
 * probe's, fails on such a port, so the primary asks before starting any worker. It lets the port go at once:
 * two clusters started in the same seconds, or one started while every worker of another is down, still join.
 */
export function portRefusal(port: number): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", (error) => resolve(error));
    probe.listen({ port, exclusive: true }, () => probe.close(() => resolve(null)));
  });
}
