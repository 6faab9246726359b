import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBefore } from "../support/migrationDatabase.ts";

// The analytics migration meets applications made before status histories were
// kept: each gets the history that can honestly be told from its row.

const migration = "20261124120000_analytics";
let target: Awaited<ReturnType<typeof databaseBefore>>;

beforeAll(async () => {
  target = await databaseBefore(migration, "encaixe_analytics_migration");
  await target.query(`INSERT INTO "User" (id, email, "passwordHash", "userType", "updatedAt") VALUES ('ue', 'rh@exemplo.com.br', 'x', 'EMPRESA', now())`);
  await target.query(`INSERT INTO "Empresa" (id, "userId", "nomeEmpresa", cnpj, "nomeResponsavel", "updatedAt") VALUES ('e1', 'ue', 'Empresa', '11222333000181', 'Rui', now())`);
  await target.query(`INSERT INTO "Vaga" (id, "empresaId", titulo, descricao, "requisitosObrigatorios", "areaAtuacao", "updatedAt") VALUES ('v1', 'e1', 'Vaga', 'D', 'R', 'vendas', now())`);
  const applications = [
    ["c1", "ENVIADA", "2026-03-01T12:00:00Z", "2026-03-01T12:00:00Z"],
    ["c2", "AVANCANDO_NO_PROCESSO", "2026-03-02T12:00:00Z", "2026-03-05T09:30:00Z"],
    ["c3", "REJEITADA_PELA_EMPRESA", "2026-03-03T12:00:00Z", "2026-03-04T12:00:00Z"],
  ];
  for (const [id, status, sent, updated] of applications) {
    await target.query(`INSERT INTO "User" (id, email, "passwordHash", "userType", "updatedAt") VALUES ('u${id}', '${id}@exemplo.com.br', 'x', 'CANDIDATO', now())`);
    await target.query(`INSERT INTO "Candidato" (id, "userId", "nomeCompleto", "updatedAt") VALUES ('p${id}', 'u${id}', 'Pessoa', now())`);
    await target.query(
      `INSERT INTO "Candidatura" (id, "vagaId", "candidatoId", "statusCandidatura", "dataCandidatura", "updatedAt") VALUES ('${id}', 'v1', 'p${id}', '${status}', '${sent}', '${updated}')`,
    );
  }
  expect(await target.migrate()).toContain(migration);
});

afterAll(async () => {
  await target?.close();
});

describe("the analytics migration", () => {
  it("gives each application ENVIADA when it was sent and, if it moved since, its status now at its last change, and nothing in between", async () => {
    const rows = await target.query(
      `SELECT "candidaturaId" AS id, status::text, to_char(em, 'YYYY-MM-DD"T"HH24:MI') AS em FROM "CandidaturaHistorico" ORDER BY "candidaturaId", em`,
    );
    expect(rows).toEqual([
      { id: "c1", status: "ENVIADA", em: "2026-03-01T12:00" },
      { id: "c2", status: "ENVIADA", em: "2026-03-02T12:00" },
      { id: "c2", status: "AVANCANDO_NO_PROCESSO", em: "2026-03-05T09:30" },
      { id: "c3", status: "ENVIADA", em: "2026-03-03T12:00" },
      { id: "c3", status: "REJEITADA_PELA_EMPRESA", em: "2026-03-04T12:00" },
    ]);
  });
});
