import type pg from "pg";
import { cnpjWithCheckDigits, seededRandom } from "../scripts/seed-data.ts";
import { companyNames, type JobRow, syntheticJobs } from "./vocabulary.ts";

// Loading the synthetic jobs into a fresh database, for the benchmarks (search.ts, alerts.ts).

const companies = 500;
const batchSize = 5_000;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const jobColumns: (keyof JobRow)[] = [
  "id", "empresaId", "titulo", "descricao", "requisitosObrigatorios", "requisitosDesejaveis", "areaAtuacao", "nivelVaga", "tipoContrato",
  "modalidadeTrabalho", "localizacao", "faixaSalarialMin", "faixaSalarialMax", "beneficios", "numeroPosicoes", "statusVaga", "createdAt",
];
const insertJobs = `INSERT INTO "Vaga" (${jobColumns.map((c) => `"${c}"`).join(", ")}, "updatedAt")
  SELECT id, e, t, d, r, rd, a, n::"NivelVaga", c::"TipoContrato", m::"ModalidadeTrabalho", l, smin, smax, b, p, s::"StatusVaga", ca, ca
  FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
    $10::text[], $11::text[], $12::int[], $13::int[], $14::text[], $15::int[], $16::text[], $17::timestamp[])
    AS t(id, e, t, d, r, rd, a, n, c, m, l, smin, smax, b, p, s, ca)`;

/** Inserts jobs in one statement (the trigger that builds the search document and the publication runs for each). */
export const insertJobRows = (pool: pg.Pool, rows: JobRow[]) => pool.query(insertJobs, jobColumns.map((column) => rows.map((row) => row[column])));

/** Companies, then jobs in batches over two connections (the trigger that builds the search document is the cost). */
export async function loadJobs(pool: pg.Pool, jobs: number, log: (message: string) => void): Promise<string[]> {
  const names = companyNames(companies);
  const companyIds = names.map((_, i) => `bench_emp_${i}`);
  await pool.query(
    `INSERT INTO "User" (id, email, "passwordHash", "userType", "updatedAt")
     SELECT 'bench_usr_' || i, 'empresa' || i || '@bench.exemplo.com.br', 'scrypt$disabled', 'EMPRESA', now() FROM generate_series(0, $1::int - 1) AS i`,
    [companies],
  );
  await pool.query(
    `INSERT INTO "Empresa" (id, "userId", "nomeEmpresa", cnpj, "nomeResponsavel", "updatedAt")
     SELECT 'bench_emp_' || (n - 1), 'bench_usr_' || (n - 1), nome, cnpj, 'Responsável', now()
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(nome, cnpj, n)`,
    [names, companyIds.map((_, i) => cnpjWithCheckDigits(`${String(10_000_000 + i).padStart(8, "0")}0001`))],
  );
  // Indexes are built once after the load rather than maintained row by row: the same definitions, a fraction of the time.
  const { rows: indexes } = await pool.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes i
     WHERE tablename = 'Vaga' AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  );
  for (const index of indexes) await pool.query(`DROP INDEX "${index.name}"`);

  let t = performance.now();
  const inFlight = new Set<Promise<unknown>>();
  let batch: JobRow[] = [];
  const flush = async (rows: JobRow[]) => {
    const task = insertJobRows(pool, rows);
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task)).catch(() => {});
    if (inFlight.size >= 2) await Promise.race(inFlight);
  };
  for (const row of syntheticJobs(jobs, companyIds, Date.now())) {
    batch.push(row);
    if (batch.length === batchSize) {
      await flush(batch);
      batch = [];
    }
  }
  if (batch.length) await flush(batch);
  await Promise.all(inFlight);
  log(`inserted ${jobs.toLocaleString("en")} jobs in ${seconds(t)}`);

  t = performance.now();
  const half = Math.ceil(indexes.length / 2);
  await Promise.all(
    [indexes.slice(0, half), indexes.slice(half)].map(async (share) => {
      const client = await pool.connect();
      try {
        await client.query("SET maintenance_work_mem = '1GB'");
        for (const index of share) await client.query(index.definition);
      } finally {
        client.release();
      }
    }),
  );
  log(`built ${indexes.length} indexes in ${seconds(t)}`);
  return companyIds;
}

/**
 * What a live table has been through since its last VACUUM: jobs published (active, the newest, so the first that
 * a search newest first reads), and jobs closed or edited (dead row versions that scans step over), in small
 * statements as companies write them. Autovacuum analyzes a table again once about a tenth of it has changed, and
 * vacuums it once about a fifth has been updated or deleted, or inserted; until then searches meet new rows not yet
 * marked all-visible, dead row versions, and statistics from before them, far more often than the freshly
 * vacuumed table a load leaves.
 */
export async function writeSinceVacuum(
  pool: pg.Pool,
  loaded: number,
  published: number,
  companyIds: string[],
  log: (message: string) => void,
): Promise<{ published: number; closed: number; edited: number }> {
  const t = performance.now();
  const start = Date.now();
  // Their own seed: the load's would make them copies of its oldest jobs.
  const rows = [...syntheticJobs(published, companyIds, start, 4244)].map((row, i) => ({
    ...row,
    id: `bench_nova_${i}`,
    statusVaga: "ATIVA",
    createdAt: new Date(start + i).toISOString(),
  }));
  for (let i = 0; i < rows.length; i += writeBatch) await insertJobRows(pool, rows.slice(i, i + writeBatch));
  const random = seededRandom(4343);
  const drawn = [...new Set(Array.from({ length: Math.floor(published / 2) }, () => `bench_vaga_${Math.floor(random() * loaded)}`))];
  let closed = 0;
  let edited = 0;
  for (let i = 0; i < drawn.length; i += writeBatch) {
    const ids = drawn.slice(i, i + writeBatch);
    const half = Math.ceil(ids.length / 2);
    const close = await pool.query(`UPDATE "Vaga" SET "statusVaga" = 'ENCERRADA', "updatedAt" = now() WHERE id = ANY($1) AND "statusVaga" = 'ATIVA'`, [
      ids.slice(0, half),
    ]);
    const edit = await pool.query(`UPDATE "Vaga" SET descricao = descricao || ' Vaga revisada pela empresa.', "updatedAt" = now() WHERE id = ANY($1)`, [
      ids.slice(half),
    ]);
    closed += close.rowCount ?? 0;
    edited += edit.rowCount ?? 0;
  }
  log(`since the VACUUM: published ${published.toLocaleString("en")} jobs, closed ${closed.toLocaleString("en")}, edited ${edited.toLocaleString("en")}, in ${seconds(t)}`);
  return { published, closed, edited };
}

/** Rows per insert of writeSinceVacuum (an update closes or edits half as many): a company's batch, not the load's bulk. */
const writeBatch = 50;
