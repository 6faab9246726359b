import { Redis } from "ioredis";
import pg from "pg";
import { median } from "./samples.ts";

// What the machine charges for the work a request does besides computing, printed beside the figures so that runs
// on different machines can be told apart: Lighthouse's CPU index, a JavaScript loop, does not see what a machine
// charges for fresh memory or for a system call, and machines of a similar index have given the load test very
// different figures (bench/README.md).

export interface MachineCosts {
  /** Touching 4 KB of fresh memory (a page fault where pages are 4 KB), median of three 64 MB buffers. */
  freshPageUs: number;
  /** A prepared `SELECT 1`'s round trip to PostgreSQL, the mean of 300 in a row: wall time, and this process's CPU. */
  postgres: RoundTrip;
  /** A PING's round trip to Redis, as PostgreSQL's; null without Redis or when it does not answer. */
  redis: RoundTrip | null;
}

interface RoundTrip {
  ms: number;
  /** This process's CPU (user and system) per round trip: the socket's system calls, mostly. */
  cpuUs: number;
}

function freshPageUs(): number {
  const page = 4096;
  const times = [];
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    // Slow: its own allocation, never a page of Node's pool that an earlier buffer touched.
    const buffer = Buffer.allocUnsafeSlow(64 * 1024 * 1024);
    for (let offset = 0; offset < buffer.length; offset += page) buffer[offset] = 1;
    times.push(((performance.now() - started) * 1000) / (buffer.length / page));
  }
  return median(times);
}

async function roundTrips(send: () => Promise<unknown>): Promise<RoundTrip> {
  const count = 300;
  for (let i = 0; i < 50; i++) await send();
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < count; i++) await send();
  const { user, system } = process.cpuUsage(cpu);
  return { ms: (performance.now() - started) / count, cpuUs: (user + system) / count };
}

async function redisRoundTrips(redisUrl: string): Promise<RoundTrip | null> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  // A Redis that does not answer leaves the line without its figure; ioredis would print each failure otherwise.
  redis.on("error", () => {});
  try {
    return await roundTrips(() => redis.ping());
  } catch {
    return null;
  } finally {
    redis.disconnect();
  }
}

export async function measureMachine(databaseUrl: string, redisUrl: string | undefined): Promise<MachineCosts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let postgres: RoundTrip;
  try {
    postgres = await roundTrips(() => client.query({ name: "machine-round-trip", text: "SELECT 1" }));
  } finally {
    await client.end();
  }
  return { freshPageUs: freshPageUs(), postgres, redis: redisUrl ? await redisRoundTrips(redisUrl) : null };
}

const roundTrip = ({ ms, cpuUs }: RoundTrip) => `${ms.toFixed(3)} ms (${cpuUs.toFixed(0)} µs of this process's CPU)`;

export function describeMachine(costs: MachineCosts): string {
  return (
    `Machine, measured before the run: 4 KB of fresh memory costs ${costs.freshPageUs.toFixed(2)} µs to touch; ` +
    `a round trip to PostgreSQL ${roundTrip(costs.postgres)}, to Redis ${costs.redis ? roundTrip(costs.redis) : "not measured"}.`
  );
}
