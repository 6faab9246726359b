import { Redis } from "ioredis";
import pg from "pg";

// What the machine charges for the work a request does besides computing, printed beside the figures so that runs
// on different machines can be told apart. Lighthouse's CPU index, a JavaScript loop, does not see it: two machines
// of the same index (2,600-2,700) gave the load test 0.95 and 1.62 ms of server CPU per request, and the slower one
// took 12 µs to fault in each fresh 4 KB page of memory and a third of a cached answer's CPU in Redis socket writes.

export interface MachineCosts {
  /** Touching a fresh 4 KB page of memory (the kernel's page fault), median of three 64 MB buffers. */
  freshPageUs: number;
  /** A one-row statement's round trip to PostgreSQL (a prepared `SELECT 1`), median over 300. */
  postgresRoundTripMs: number;
  /** A PING's round trip to Redis, median over 300; null without Redis. */
  redisRoundTripMs: number | null;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

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

async function roundTrips(send: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 50; i++) await send();
  const times = [];
  for (let i = 0; i < 300; i++) {
    const started = performance.now();
    await send();
    times.push(performance.now() - started);
  }
  return median(times);
}

export async function measureMachine(databaseUrl: string, redisUrl: string | undefined): Promise<MachineCosts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let postgresRoundTripMs: number;
  try {
    postgresRoundTripMs = await roundTrips(() => client.query({ name: "machine-round-trip", text: "SELECT 1" }));
  } finally {
    await client.end();
  }
  let redisRoundTripMs: number | null = null;
  if (redisUrl) {
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    try {
      redisRoundTripMs = await roundTrips(() => redis.ping());
    } finally {
      redis.disconnect();
    }
  }
  return { freshPageUs: freshPageUs(), postgresRoundTripMs, redisRoundTripMs };
}

export function describeMachine(costs: MachineCosts): string {
  const redis = costs.redisRoundTripMs === null ? "" : `, Redis ${costs.redisRoundTripMs.toFixed(3)} ms`;
  return `Machine: a fresh 4 KB page of memory costs ${costs.freshPageUs.toFixed(2)} µs to touch; a round trip to PostgreSQL ${costs.postgresRoundTripMs.toFixed(3)} ms${redis} (measured before the run, on the same loopback).`;
}
