// Job alerts' sweep benchmark (not a test): `npm run bench:alerts [-- --jobs 1000000 --alerts 5000 --new 200]`.
// See bench/README.md.
//
// 1. creates a fresh PostgreSQL database, applies the migrations and loads the synthetic jobs,
// 2. gives candidates alerts of the search benchmark's searches (every kind: text, places, filters),
// 3. times and counts the statements of a sweep with nothing new, of one after a burst of new jobs
//    (the hourly or start-up sweep's worst case), and of one after a single publication (what each
//    publication starts),
// 4. drops the database (also on error or Ctrl-C).
import { randomBytes } from "node:crypto";
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import pg from "pg";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { sweepAlerts } from "../server/domain/alertSweep.ts";
import { createLocalNoticeEvents } from "../server/events/noticeEvents.ts";
import { insertJobRows, loadJobs } from "./load.ts";
import { searches, syntheticJobs } from "./vocabulary.ts";

const { values: flags } = parseArgs({ options: { jobs: { type: "string" }, alerts: { type: "string" }, new: { type: "string" } } });
const positive = (value: string | undefined, fallback: number) => {
  const parsed = Number((value ?? String(fallback)).replaceAll("_", ""));
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`expected a positive integer, got "${value}"`);
  return parsed;
};
const JOBS = positive(flags.jobs, 100_000);
const ALERTS = positive(flags.alerts, 2_000);
const NEW_JOBS = positive(flags.new, 100);
const ALERTS_PER_CANDIDATE = 10;

const log = (message: string) => console.log(`[bench:alerts] ${message}`);

/** Candidates, each with alerts of the search benchmark's searches in turn ('no filters' has nothing to watch). */
async function addAlerts(pool: pg.Pool) {
  const watched = searches.filter((search) => Object.keys(search.filtros).length > 0);
  const candidates = Math.ceil(ALERTS / ALERTS_PER_CANDIDATE);
  await pool.query(
    `INSERT INTO "User" (id, email, "passwordHash", "userType", "updatedAt")
     SELECT 'bench_cand_usr_' || i, 'candidato' || i || '@bench.exemplo.com.br', 'scrypt$disabled', 'CANDIDATO', now() FROM generate_series(0, $1::int - 1) AS i`,
    [candidates],
  );
  await pool.query(
    `INSERT INTO "Candidato" (id, "userId", "nomeCompleto", "updatedAt")
     SELECT 'bench_cand_' || i, 'bench_cand_usr_' || i, 'Candidato ' || i, now() FROM generate_series(0, $1::int - 1) AS i`,
    [candidates],
  );
  const rows = Array.from({ length: ALERTS }, (_, i) => ({ i, search: watched[i % watched.length]!.filtros }));
  await pool.query(
    `INSERT INTO "AlertaVaga" (id, "candidatoId", nome, texto, localizacao, "areaAtuacao", "nivelVaga", "tipoContrato", "modalidadeTrabalho", "updatedAt")
     SELECT 'bench_alerta_' || i, 'bench_cand_' || (i / $2::int), 'Alerta ' || i, t, l, a, n::"NivelVaga", c::"TipoContrato", m::"ModalidadeTrabalho", now()
     FROM unnest($1::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[]) AS x(i, t, l, a, n, c, m)`,
    [
      rows.map((row) => row.i),
      ALERTS_PER_CANDIDATE,
      ...(["texto", "localizacao", "areaAtuacao", "nivelVaga", "tipoContrato", "modalidadeTrabalho"] as const).map((field) =>
        rows.map((row) => row.search[field] ?? null),
      ),
    ],
  );
}

/** `count` new active jobs, published now, from the same generator as the load (other ids). */
async function publish(pool: pg.Pool, companyIds: string[], count: number, tag: string) {
  const rows = [...syntheticJobs(count, companyIds, Date.now())].map((row, i) => ({ ...row, id: `bench_nova_${tag}_${i}`, statusVaga: "ATIVA" }));
  await insertJobRows(pool, rows);
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
  const dbName = `encaixe_bench_alerts_${randomBytes(4).toString("hex")}`;
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${dbName}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE "${dbName}"`);
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    log(`dropped database ${dbName}`);
  };
  process.once("SIGINT", () => void drop().finally(() => process.exit(130)));

  const direct = new pg.Pool({ connectionString: dbUrl.toString(), max: 3 });
  let statements = 0;
  const database = await openDatabase({ databaseUrl: dbUrl.toString(), dataDir: "", log, onQuery: () => void statements++ });
  try {
    const companyIds = await loadJobs(direct, JOBS, log);
    await addAlerts(direct);
    await direct.query(`VACUUM ANALYZE`);
    const ctx = { db: database.prisma, config: loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent" }), noticeEvents: createLocalNoticeEvents() };
    const timed = async (name: string, all: boolean) => {
      const before = statements;
      const t = performance.now();
      const notices = await sweepAlerts(ctx, { all });
      const line = `${name}: ${(performance.now() - t).toFixed(0)} ms, ${statements - before} statements, ${notices} notices`;
      log(line);
      return line;
    };
    const lines = [await timed("nothing new", false)];
    await publish(direct, companyIds, NEW_JOBS, "burst");
    lines.push(await timed(`after ${NEW_JOBS} new jobs`, false));
    lines.push(await timed("again, nothing new", false));
    await publish(direct, companyIds, 1, "one");
    lines.push(await timed("after one publication (every alert)", true));
    const { rows } = await direct.query<{ size: string }>(`SELECT pg_size_pretty(pg_total_relation_size('"Vaga"')) AS size`);
    console.log(
      `\nJob alerts' sweep: ${JOBS.toLocaleString("en")} jobs (table + indexes ${rows[0]!.size}), ${ALERTS.toLocaleString("en")} active alerts ` +
        `in ${Math.ceil(ALERTS / ALERTS_PER_CANDIDATE)} candidates, batches of 100; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs`,
    );
    for (const line of lines) console.log(`- ${line}`);
  } finally {
    await database.close();
    await direct.end().catch(() => {});
    await drop();
  }
}

await main();
