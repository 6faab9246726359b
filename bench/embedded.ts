// Job search on the embedded database (not a test): `npm run bench:embedded [-- --jobs 20000]`.
//
// `npm start` runs on PGlite unless DATABASE_URL is set, so its search must be fast
// without a database server's upkeep. This loads the synthetic jobs of
// bench/vocabulary.ts into an in-memory PGlite through the real migrations and
// triggers, then times the workload of bench/search.ts through the domain's
// searchJobs (no HTTP: one process, one connection, as the server has) twice:
// right after the load, as PostgreSQL's missing autovacuum would leave it, and
// after analyzeStaleTables, which the server runs after migrations and bulk writes.
import { parseArgs } from "node:util";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { cnpjWithCheckDigits } from "../scripts/seed-data.ts";
import { openPGlite } from "../server/db/database.ts";
import { type Prisma, PrismaClient } from "../server/db/generated/prisma/client.ts";
import type { ModalidadeTrabalho, NivelVaga, StatusVaga, TipoContrato } from "../server/db/generated/prisma/enums.ts";
import { applyMigrations } from "../server/db/migrate.ts";
import { analyzeStaleTables } from "../server/db/statistics.ts";
import { searchJobs } from "../server/domain/jobSearch.ts";
import { percentile, type Sample, sampleGroups } from "./samples.ts";
import { companyNames, searches, syntheticJobs } from "./vocabulary.ts";

const { values: flags } = parseArgs({ options: { jobs: { type: "string" }, rounds: { type: "string" }, pages: { type: "string" } } });
const count = (value: string | undefined, fallback: number) => {
  const parsed = Number((value ?? String(fallback)).replaceAll("_", ""));
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`expected a positive integer, got "${value}"`);
  return parsed;
};
const JOBS = count(flags.jobs, 20_000);
const ROUNDS = count(flags.rounds, 5);
const PAGES = count(flags.pages, 3);
const COMPANIES = 200;
const TARGET_P95_MS = 50;

const log = (message: string) => console.log(`[bench:embedded] ${message}`);

const pglite = openPGlite("memory://");
await applyMigrations(new PrismaPGlite(pglite));
const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
const query = async (sql: string) => (await pglite.query<Record<string, unknown>>(sql)).rows;

const names = companyNames(COMPANIES);
const companyIds = names.map((_, i) => `bench_emp_${i}`);
await prisma.user.createMany({
  data: names.map((_, i) => ({ id: `bench_usr_${i}`, email: `empresa${i}@bench.exemplo.com.br`, passwordHash: "scrypt$disabled", userType: "EMPRESA" as const })),
});
await prisma.empresa.createMany({
  data: names.map((nomeEmpresa, i) => ({
    id: companyIds[i]!,
    userId: `bench_usr_${i}`,
    nomeEmpresa,
    cnpj: cnpjWithCheckDigits(`${String(10_000_000 + i).padStart(8, "0")}0001`),
    nomeResponsavel: "Responsável",
  })),
});
let started = performance.now();
let batch: Prisma.VagaCreateManyInput[] = [];
for (const row of syntheticJobs(JOBS, companyIds, Date.now())) {
  batch.push({
    ...row,
    nivelVaga: row.nivelVaga as NivelVaga,
    tipoContrato: row.tipoContrato as TipoContrato,
    modalidadeTrabalho: row.modalidadeTrabalho as ModalidadeTrabalho,
    statusVaga: row.statusVaga as StatusVaga,
    createdAt: new Date(row.createdAt),
  });
  if (batch.length === 1_000) {
    await prisma.vaga.createMany({ data: batch });
    batch = [];
  }
}
if (batch.length) await prisma.vaga.createMany({ data: batch });
log(`inserted ${JOBS.toLocaleString("en")} jobs in ${((performance.now() - started) / 1000).toFixed(1)} s`);

/** Every search of the workload, followed through its pages, ROUNDS times after one warm-up round. */
async function workload(): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    for (const [index, { filtros }] of searches.entries()) {
      let after: string | null = null;
      for (let page = 1; page <= PAGES; page++) {
        const t = performance.now();
        const result = await searchJobs(prisma, filtros, { first: 20, after, count: page === 1 });
        if (page === 1) await result.totalCount();
        if (round > 0) samples.push({ search: index, page, ms: performance.now() - t });
        if (!result.hasNextPage) break;
        after = result.items.at(-1)!.cursor;
      }
    }
  }
  return samples;
}

function report(title: string, samples: Sample[]) {
  console.log(`\n${title}\npages (ms)          n      p50      p95`);
  for (const [name, keep] of sampleGroups) {
    const kept = samples.filter(keep);
    console.log(`${name.padEnd(16)} ${String(kept.length).padStart(4)} ${percentile(kept, 50).toFixed(1).padStart(8)} ${percentile(kept, 95).toFixed(1).padStart(8)}`);
  }
  const target = percentile(samples, 95);
  console.log(`p95 of everything ${target.toFixed(1)} ms (target ≤ ${TARGET_P95_MS}): ${target <= TARGET_P95_MS ? "yes" : "NO"}`);
}

report("without statistics (as loaded)", await workload());
started = performance.now();
log(`analyzed ${(await analyzeStaleTables(query)).join(", ")} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
report("with the statistics the server keeps (analyzeStaleTables)", await workload());
await prisma.$disconnect();
await pglite.close();
