import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBefore } from "../support/migrationDatabase.ts";

// The LGPD migration meets data made before it: profile views, known then only
// as the candidate's notices, become records; companies' notices that name a
// candidate are linked to them where their application or interest still says who.

const migration = "20261124140000_lgpd";
let target: Awaited<ReturnType<typeof databaseBefore>>;

const insertUser = (id: string, type: string) =>
  target.query(`INSERT INTO "User" (id, email, "passwordHash", "userType", "updatedAt") VALUES ('${id}', '${id}@exemplo.com.br', 'x', '${type}', now())`);
const insertNotice = (id: string, userId: string, tipo: string, chave: string, at = "2026-03-01T12:00:00Z") =>
  target.query(`INSERT INTO "Notificacao" (id, "userId", tipo, titulo, link, chave, "createdAt") VALUES ('${id}', '${userId}', '${tipo}', 'T', '/', '${chave}', '${at}')`);

beforeAll(async () => {
  target = await databaseBefore(migration, "encaixe_lgpd_migration");
  await insertUser("ue", "EMPRESA");
  await target.query(`INSERT INTO "Empresa" (id, "userId", "nomeEmpresa", cnpj, "nomeResponsavel", "updatedAt") VALUES ('e1', 'ue', 'Ipê Digital', '11222333000181', 'Rui', now())`);
  await target.query(`INSERT INTO "Vaga" (id, "empresaId", titulo, descricao, "requisitosObrigatorios", "areaAtuacao", "updatedAt") VALUES ('v1', 'e1', 'Vaga', 'D', 'R', 'vendas', now())`);
  await insertUser("uc", "CANDIDATO");
  await target.query(`INSERT INTO "Candidato" (id, "userId", "nomeCompleto", "updatedAt") VALUES ('p1', 'uc', 'Ana', now())`);
  await target.query(`INSERT INTO "Candidatura" (id, "vagaId", "candidatoId", "updatedAt") VALUES ('c1', 'v1', 'p1', now())`);
  await target.query(`INSERT INTO "Interesse" (id, "empresaId", "candidatoId", "vagaId", status, "updatedAt") VALUES ('i1', 'e1', 'p1', 'v1', 'ACEITO', now())`);
  await insertNotice("n1", "ue", "CANDIDATURA_RECEBIDA", "candidatura-recebida:c1");
  await insertNotice("n2", "ue", "INTERESSE_ACEITO", "interesse-respondido:i1");
  await insertNotice("n3", "ue", "CANDIDATURA_RETIRADA", "candidatura-retirada:gone");
  await insertNotice("n4", "uc", "PERFIL_VISUALIZADO", "perfil-visualizado:p1:e1:2026-03-01", "2026-03-01T15:30:00Z");
  await insertNotice("n5", "uc", "PERFIL_VISUALIZADO", "perfil-visualizado:p1:apagada:2026-03-02");
  expect(await target.migrate()).toContain(migration);
});

afterAll(async () => {
  await target?.close();
});

describe("the LGPD migration", () => {
  it("links a company's notices to the candidate their application or interest names, and leaves a withdrawal's unlinked", async () => {
    const rows = await target.query(`SELECT id, "sobreCandidatoId" AS candidate FROM "Notificacao" WHERE "userId" = 'ue' ORDER BY id`);
    expect(rows).toEqual([
      { id: "n1", candidate: "p1" },
      { id: "n2", candidate: "p1" },
      { id: "n3", candidate: null },
    ]);
  });

  it("records each profile view its notice told of, with the company's name and the notice's time; a company gone leaves none", async () => {
    const rows = await target.query(
      `SELECT "candidatoId", "empresaId", "nomeEmpresa", to_char(dia, 'YYYY-MM-DD') AS dia, to_char(em, 'YYYY-MM-DD"T"HH24:MI') AS em FROM "VisualizacaoPerfil"`,
    );
    expect(rows).toEqual([{ candidatoId: "p1", empresaId: "e1", nomeEmpresa: "Ipê Digital", dia: "2026-03-01", em: "2026-03-01T15:30" }]);
  });
});
