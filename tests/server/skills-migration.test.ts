import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBefore } from "../support/migrationDatabase.ts";

// The migration that makes skills and languages unique per candidate meets databases that
// already hold repeats ('Eletrônica' and 'eletrônica'): it keeps the first one added of each.

const migration = "20261122210628_unique_skills_and_languages";
let target: Awaited<ReturnType<typeof databaseBefore>>;

beforeAll(async () => {
  target = await databaseBefore(migration, "encaixe_skills_migration");
  for (const id of ["1", "2"]) {
    await target.query(`INSERT INTO "User" (id, email, "passwordHash", "userType", "updatedAt") VALUES ('u${id}', 'c${id}@exemplo.com.br', 'x', 'CANDIDATO', now())`);
    await target.query(`INSERT INTO "Candidato" (id, "userId", "nomeCompleto", "updatedAt") VALUES ('c${id}', 'u${id}', 'Pessoa ${id}', now())`);
  }
  const skills = [
    ["h1", "c1", "Eletrônica", "2026-01-01"],
    ["h2", "c1", "eletrônica", "2026-01-02"],
    ["h3", "c1", " ELETRONICA ", "2026-01-03"],
    ["h4", "c1", "Solda", "2026-01-04"],
    ["h5", "c2", "eletronica", "2026-01-05"],
  ];
  for (const [id, candidato, nome, at] of skills) {
    await target.query(`INSERT INTO "Habilidade" (id, "candidatoId", nome, "createdAt") VALUES ('${id}', '${candidato}', '${nome}', '${at}')`);
  }
  await target.query(`INSERT INTO "Idioma" (id, "candidatoId", idioma, nivel, "createdAt") VALUES ('i1', 'c1', 'Inglês', 'AVANCADO', '2026-01-01')`);
  await target.query(`INSERT INTO "Idioma" (id, "candidatoId", idioma, nivel, "createdAt") VALUES ('i2', 'c1', 'ingles', 'BASICO', '2026-01-02')`);
  expect(await target.migrate()).toContain(migration);
});

afterAll(async () => {
  await target?.close();
});

describe("the unique_skills_and_languages migration", () => {
  it("keeps the first of each repeated skill or language per candidate, and another candidate's own", async () => {
    expect(await target.query(`SELECT id, chave FROM "Habilidade" ORDER BY id`)).toEqual([
      { id: "h1", chave: "eletronica" },
      { id: "h4", chave: "solda" },
      { id: "h5", chave: "eletronica" },
    ]);
    expect(await target.query(`SELECT id, chave FROM "Idioma" ORDER BY id`)).toEqual([{ id: "i1", chave: "ingles" }]);
  });

  it("refuses a new repeat afterwards, however it is written", async () => {
    await expect(target.query(`INSERT INTO "Habilidade" (id, "candidatoId", nome) VALUES ('h6', 'c1', 'ELETRÔNICA')`)).rejects.toThrow();
    await target.query(`INSERT INTO "Habilidade" (id, "candidatoId", nome) VALUES ('h7', 'c1', 'Eletrotécnica')`);
    expect(await target.query(`SELECT chave FROM "Habilidade" WHERE id = 'h7'`)).toEqual([{ chave: "eletrotecnica" }]);
  });
});
