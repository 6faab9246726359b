import { afterAll, beforeAll, expect, it } from "vitest";
import { databaseBefore } from "../support/migrationDatabase.ts";

// The migration that matches typed beginnings through the jobs' lexemes records
// those of the jobs that existed before it: without them, 'zoot' (which stems
// to 'zoot') would no longer find an older 'Zootecnista'.

const migration = "20261124150000_job_lexemes";
let target: Awaited<ReturnType<typeof databaseBefore>>;

beforeAll(async () => {
  target = await databaseBefore(migration, "encaixe_lexemes");
  await target.query(`INSERT INTO "User" (id, email, "passwordHash", "userType", "updatedAt") VALUES ('u1', 'rh@exemplo.com.br', 'x', 'EMPRESA', now())`);
  await target.query(
    `INSERT INTO "Empresa" (id, "userId", "nomeEmpresa", cnpj, "nomeResponsavel", "updatedAt") VALUES ('e1', 'u1', 'Fazenda', '11222333000181', 'Ana', now())`,
  );
  await target.query(
    `INSERT INTO "Vaga" (id, "empresaId", titulo, descricao, "requisitosObrigatorios", "areaAtuacao", "updatedAt")
     VALUES ('v1', 'e1', 'Zootecnista', 'Manejo do rebanho', 'Graduação', 'outros', now())`,
  );
  expect(await target.migrate()).toContain(migration);
});

afterAll(async () => {
  await target?.close();
});

it("records the lexemes of the jobs that existed before it, so their beginnings still find them", async () => {
  const [row] = await target.query(`SELECT public.vaga_lexemas_com_prefixo(ARRAY['zoot', 'reban', 'xyz'], 30) AS lexemas`);
  expect(row?.lexemas).toEqual(["zootecn", "rebanh", ""]);
  const found = await target.query(`SELECT id FROM "Vaga" t WHERE t.busca @@ public.busca_prefixos('zoot=zootecn')`);
  expect(found).toEqual([{ id: "v1" }]);
});
