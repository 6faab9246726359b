import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisProxy } from "../support/redisProxy.ts";
import { type ServerProcess, startServerProcess } from "../support/serverProcess.ts";

// A process starting beside a Redis it has not reached yet: until Redis answers, it counts its limits in the database,
// apart from the processes counting in Redis. In a cluster any worker answers /readyz, so a process must not take
// connections before its limits' Redis answers.

/** What a GET answers, or "refused" when nothing listens on the port. */
const get = (port: number, path: string) =>
  fetch(`http://127.0.0.1:${port}${path}`).then(
    async (response) => ({ status: response.status, body: await response.json() }),
    () => "refused" as const,
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(process.env.REDIS_URL)("a process whose limits' Redis has not answered yet", () => {
  const limitsWaitMs = 5_000;
  let redis: Awaited<ReturnType<typeof redisProxy>>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    redis = await redisProxy(new URL(process.env.REDIS_URL!), { mode: "hold" });
    server = await startServerProcess({
      REDIS_URL: redis.url,
      REDIS_PREFIX: `limits-start-${process.pid}:`,
      LIMITS_WAIT_MS: String(limitsWaitMs),
    });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      redis.firstConnection,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the server never reached Redis:\n${server!.output()}`)), 100_000);
      }),
    ]).finally(() => clearTimeout(timer));
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await redis?.close();
  });

  it("takes no connection until Redis answers, serves all the same after LIMITS_WAIT_MS, and is ready once Redis answers", async () => {
    // The app is built and waiting on Redis: the old code listened at once and let every request past its limits.
    let refused = 0;
    let first: Awaited<ReturnType<typeof get>> = "refused";
    for (const giveUp = performance.now() + limitsWaitMs + 30_000; first === "refused" && performance.now() < giveUp; ) {
      first = await get(server!.port, "/healthz");
      if (first === "refused") {
        refused++;
        await sleep(100);
      }
    }
    expect(refused).toBeGreaterThan(0);
    // A Redis that stays away does not keep the site down: the process listens once it has waited, and says why.
    expect(server!.output()).toContain("limits' Redis not answering");
    expect(first).toEqual({ status: 200, body: { status: "ok" } });
    // /readyz keeps it out of a load balancer's rotation meanwhile.
    expect(await get(server!.port, "/readyz")).toEqual({ status: 503, body: { status: "starting" } });

    redis.restore();
    await expect.poll(() => get(server!.port, "/readyz"), { timeout: 10_000, interval: 200 }).toEqual({ status: 200, body: { status: "ready" } });
  }, 60_000);
});
