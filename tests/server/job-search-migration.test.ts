import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBefore } from "../support/migrationDatabase.ts";

// The migration that gave jobs a city and a state fills them for the jobs
// that existed before it: a database is migrated up to the one before, given
// jobs, then migrated to the end.

const migration = "20261122181221_job_location_city_state";
let target: Awaited<ReturnType<typeof databaseBefore>>;

const places = [
  ["São Paulo - SP", "sao paulo", "sp"],
  ["Belo Horizonte/MG", "belo horizonte", "mg"],
  ["Rio de Janeiro, RJ", "rio de janeiro", "rj"],
  ["Remoto", "remoto", null],
  ["DF", null, "df"],
  [null, null, null],
] as const;

beforeAll(async () => {
  target = await databaseBefore(migration, "encaixe_migration");
  await target.query(`INSERT INTO "User" (id, email, "passwordHash", "userType", "updatedAt") VALUES ('u1', 'rh@exemplo.com.br', 'x', 'EMPRESA', now())`);
  await target.query(
    `INSERT INTO "Empresa" (id, "userId", "nomeEmpresa", cnpj, "nomeResponsavel", "updatedAt") VALUES ('e1', 'u1', 'Loja', '11222333000181', 'Ana', now())`,
  );
  for (const [i, [place]] of places.entries()) {
    await target.query(
      `INSERT INTO "Vaga" (id, "empresaId", titulo, descricao, "requisitosObrigatorios", "areaAtuacao", localizacao, "updatedAt")
       VALUES ('v${i}', 'e1', 'Vendedor', 'Vendas', 'Ensino médio', 'vendas', ${place === null ? "NULL" : `'${place}'`}, now())`,
    );
  }
  expect(await target.migrate()).toContain(migration);
});

afterAll(async () => {
  await target?.close();
});

describe("the job_location_city_state migration", () => {
  it("fills the city and state of the jobs that existed before it", async () => {
    const rows = await target.query(`SELECT id, "cidadeBusca", "estadoBusca" FROM "Vaga" ORDER BY id`);
    expect(rows).toEqual(places.map(([, city, state], i) => ({ id: `v${i}`, cidadeBusca: city, estadoBusca: state })));
  });

  it("keeps them current through the trigger afterwards", async () => {
    await target.query(`UPDATE "Vaga" SET localizacao = 'Curitiba - PR' WHERE id = 'v3'`);
    expect(await target.query(`SELECT "cidadeBusca", "estadoBusca" FROM "Vaga" WHERE id = 'v3'`)).toEqual([
      { cidadeBusca: "curitiba", estadoBusca: "pr" },
    ]);
  });

  it("replaces the jobs' trigram place indexes with the search's indexes on the active jobs", async () => {
    const indexes = await target.query(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'Vaga' AND indexdef ~ 'Busca'`);
    const names = indexes.map((index) => index.indexname);
    expect(names).not.toContain("Vaga_localizacaoBusca_idx");
    expect(names).not.toContain("Vaga_localizacaoBusca_ativa_idx");
    // Later (search_filter_indexes), the city and state joined the text and the other filters in one GIN, and a walk newest
    // first; later still (search_by_week), the week of each job's creation joined that GIN.
    const definition = (name: string) => indexes.find((row) => row.indexname === name)?.indexdef;
    expect(definition("Vaga_busca_filtros_ativa_idx")).toMatch(/USING gin \(busca, "semanaBusca", "cidadeBusca", "estadoBusca".*WHERE .*'ATIVA'/);
    expect(definition("Vaga_ativa_recentes_idx")).toMatch(/USING btree \("createdAt" DESC, id DESC, "cidadeBusca", "estadoBusca".*WHERE .*'ATIVA'/);
  });
});
