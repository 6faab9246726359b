// Spending a request budget without Redis: our one-statement store (server/limits/sqlLimiter.ts) beside
// rate-limiter-flexible's own Prisma store (a DELETE of an expired window, then an upsert), on the same
// database, alternated. Prints wall and process CPU per spend, one at a time and ten at once.
//
//   npm run bench:limits                 # PostgreSQL on 127.0.0.1:5432 (a scratch database) and PGlite in memory
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { RateLimiterPrisma, type RateLimiterAbstract } from "rate-limiter-flexible";
import { openDatabase } from "../server/db/database.ts";
import { RateLimiterSql } from "../server/limits/sqlLimiter.ts";

const spends = 4_000;
const keys = 200;
const rounds = 3;
const server = ["-h", "127.0.0.1", "-U", "postgres"];

async function measure(limiter: RateLimiterAbstract, concurrency: number) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < spends) await limiter.consume(`k${next++ % keys}`);
    }),
  );
  const used = process.cpuUsage(cpu);
  return { wall: (performance.now() - start) / spends, cpu: (used.user + used.system) / 1000 / spends };
}

async function compare(kind: "PostgreSQL" | "PGlite") {
  const name = `encaixe_bench_limits_${randomBytes(4).toString("hex")}`;
  if (kind === "PostgreSQL") execFileSync("createdb", [...server, name]);
  const db = await openDatabase({
    databaseUrl: kind === "PostgreSQL" ? `postgresql://postgres@127.0.0.1:5432/${name}` : undefined,
    dataDir: "memory://",
    poolSize: 10,
  });
  try {
    const options = { keyPrefix: "bench", points: 1_000_000, duration: 60 };
    const stores = {
      library: new RateLimiterPrisma({ storeClient: db.prisma, tableName: "rateLimiterFlexible", clearExpiredByTimeout: false, ...options }),
      ours: new RateLimiterSql(db.prisma, options),
    };
    for (const store of Object.values(stores)) await measure(store, 10);
    for (const concurrency of [1, 10]) {
      const figures = { library: [] as string[], ours: [] as string[] };
      for (let round = 0; round < rounds; round++) {
        for (const side of round % 2 ? (["ours", "library"] as const) : (["library", "ours"] as const)) {
          const { wall, cpu } = await measure(stores[side], concurrency);
          figures[side].push(`${wall.toFixed(2)} / ${cpu.toFixed(2)}`);
        }
      }
      for (const side of ["library", "ours"] as const) {
        console.log(`${kind.padEnd(10)} ${String(concurrency).padStart(2)} at once  ${side.padEnd(7)}  ${figures[side].join("   ")}`);
      }
    }
  } finally {
    await db.close();
    if (kind === "PostgreSQL") execFileSync("dropdb", [...server, name]);
  }
}

console.log(`ms per spend, wall / process CPU, ${rounds} alternated rounds of ${spends} spends over ${keys} keys`);
await compare("PostgreSQL");
await compare("PGlite");
