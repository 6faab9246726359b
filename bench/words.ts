// The search words' upkeep benchmark (not a test): `BENCH_REUSE_DB=<db> npm run bench:words [-- --notes 1000000 --rare 2000]`.
// See bench/README.md.
//
// On a database the search benchmark kept (BENCH_KEEP_DB=1 npm run bench -- --jobs 1000000), as a large
// company's erasure leaves it:
// 1. notes `--notes` losses of 5 words most jobs hold, and `--rare` words no job holds (each noted once),
// 2. times forgetUnusedSearchWords (server/domain/searchWords.ts) while another connection inserts a job
//    every 20 ms, as companies publishing meanwhile: job writes wait for the upkeep's lock,
// 3. prints the sweep's time and the inserts' waits (p50, max), then removes the jobs and notes it added.
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import pg from "pg";
import { openDatabase } from "../server/db/database.ts";
import { forgetUnusedSearchWords } from "../server/domain/searchWords.ts";

const { values: flags } = parseArgs({ options: { notes: { type: "string" }, rare: { type: "string" } } });
const count = (value: string | undefined, fallback: number) => {
  const parsed = Number((value ?? String(fallback)).replaceAll("_", ""));
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`expected a whole number, got "${value}"`);
  return parsed;
};
const NOTES = count(flags.notes, 1_000_000);
const RARE = count(flags.rare, 2_000);
const name = process.env.BENCH_REUSE_DB;
if (!name) {
  console.error("usage: BENCH_REUSE_DB=<database kept by npm run bench> npm run bench:words [-- --notes N --rare N]");
  process.exit(2);
}
const url = new URL(process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres");
url.pathname = `/${name}`;

const common = ["analist", "desenvolvedor", "vend", "enfermag", "logist"];
const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
// As production opens it: the statement timeout bounds every statement of the upkeep.
const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "", statementTimeoutMs: 5_000, poolSize: 4 });
const inserted: string[] = [];
try {
  await pool.query(`DELETE FROM "PalavraBuscaRevisar"`);
  await pool.query(`INSERT INTO "PalavraBuscaRevisar" (palavra) SELECT ($1::text[])[1 + g % 5] FROM generate_series(1, $2::int) g`, [common, NOTES]);
  await pool.query(`INSERT INTO "PalavraBusca" (palavra) SELECT 'zzbench' || g FROM generate_series(1, $1::int) g ON CONFLICT DO NOTHING`, [RARE]);
  await pool.query(`INSERT INTO "PalavraBuscaRevisar" (palavra) SELECT 'zzbench' || g FROM generate_series(1, $1::int) g`, [RARE]);
  await pool.query(`VACUUM ANALYZE "PalavraBuscaRevisar"`);
  const { rows } = await pool.query<{ empresaId: string }>(`SELECT "empresaId" FROM "Vaga" LIMIT 1`);
  const empresaId = rows[0]?.empresaId;
  if (!empresaId) throw new Error(`${name} has no jobs: keep one with BENCH_KEEP_DB=1 npm run bench`);
  // The client's first query loads its engine, which would stall the inserts' clock.
  await database.prisma.$queryRaw`SELECT 1`;

  let writing = true;
  const waits: number[] = [];
  const writer = (async () => {
    while (writing) {
      const id = `zzbench${process.pid}_${inserted.length}`;
      const started = performance.now();
      await pool.query(
        `INSERT INTO "Vaga" (id, "empresaId", titulo, descricao, "requisitosObrigatorios", "areaAtuacao", "updatedAt")
         VALUES ($1, $2, 'Caixa', 'Atendimento na loja.', 'Nenhum', 'vendas', now())`,
        [id, empresaId],
      );
      waits.push(performance.now() - started);
      inserted.push(id);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const forgotten = await forgetUnusedSearchWords(database.prisma).finally(() => {
    writing = false;
  });
  const seconds = (performance.now() - started) / 1000;
  await writer;
  const left = (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "PalavraBuscaRevisar"`)).rows[0]!.n;
  waits.sort((a, b) => a - b);
  const ms = (value: number | undefined) => (value ?? Number.NaN).toFixed(1);
  console.log(`Search words' upkeep on ${name}: ${NOTES.toLocaleString("en")} notes of ${common.length} common words, ${RARE.toLocaleString("en")} words no job holds`);
  console.log(`forgot ${forgotten} words in ${seconds.toFixed(2)} s; notes left ${left}`);
  console.log(`job inserts meanwhile: ${waits.length}, p50 ${ms(waits[Math.floor(waits.length / 2)])} ms, max ${ms(waits.at(-1))} ms`);
  console.log(`load average ${loadavg()[0]!.toFixed(1)} on the machine`);
} finally {
  await pool.query(`DELETE FROM "Vaga" WHERE id = ANY($1::text[])`, [inserted]);
  await pool.query(`DELETE FROM "PalavraBuscaRevisar"`);
  await pool.query(`DELETE FROM "PalavraBusca" WHERE palavra LIKE 'zzbench%'`);
  await database.close();
  await pool.end();
}
