import type { Db } from "../../../server/db/database.ts";
import { jobPayload } from "../fixtures.ts";
import { candidates, companies, type Accounts } from "./accounts.ts";
import { idPool } from "./ids.ts";

/**
 * Puts back what successful generated requests used up (a job closed, an
 * application withdrawn, a section emptied), so the whole run keeps meeting
 * rows it may and may not touch.
 */
export async function replenish(db: Db, accounts: Accounts): Promise<void> {
  const candidato = accounts.candidatoId("candidato");
  for (const role of companies) {
    const empresaId = accounts.empresaId(role);
    const open = await db.vaga.findFirst({ where: { empresaId, statusVaga: "ATIVA" }, orderBy: { createdAt: "desc" } });
    const pending = await db.interesse.count({ where: { empresaId, candidatoId: candidato, status: "PENDENTE" } });
    const waiting = await db.candidatura.count({ where: { candidatoId: candidato, vaga: { empresaId }, statusCandidatura: "ENVIADA" } });
    if (open && pending && waiting) continue;
    const vaga = await db.vaga.create({ data: { ...jobPayload({ titulo: "Analista de Suporte" }), empresaId } });
    await db.candidatura.create({ data: { vagaId: vaga.id, candidatoId: candidato } });
    await db.interesse.create({ data: { vagaId: vaga.id, candidatoId: candidato, empresaId, mensagem: "Gostamos do seu perfil" } });
  }
  for (const role of candidates) {
    const candidatoId = accounts.candidatoId(role);
    if (!(await db.formacao.count({ where: { candidatoId } })))
      await db.formacao.create({ data: { candidatoId, instituicao: "USP", curso: "Administração", nivel: "GRADUACAO", status: "CONCLUIDO" } });
    if (!(await db.experiencia.count({ where: { candidatoId } })))
      await db.experiencia.create({ data: { candidatoId, empresa: "Loja Sol", cargo: "Vendedora" } });
    if (!(await db.habilidade.count({ where: { candidatoId } }))) await db.habilidade.create({ data: { candidatoId, nome: "Excel" } });
    if (!(await db.idioma.count({ where: { candidatoId } }))) await db.idioma.create({ data: { candidatoId, idioma: "Inglês", nivel: "BASICO" } });
    if (!(await db.curso.count({ where: { candidatoId } }))) await db.curso.create({ data: { candidatoId, nomeCurso: "Atendimento" } });
  }
  await idPool.refresh(db);
}

/**
 * The rows the run starts from: what replenish keeps, and an application of the
 * other candidate to the other company's job, which neither of the first pair may touch.
 */
export async function seedRows(db: Db, accounts: Accounts): Promise<void> {
  await replenish(db, accounts);
  const vaga = await db.vaga.findFirstOrThrow({ where: { empresaId: accounts.empresaId("outraEmpresa"), statusVaga: "ATIVA" } });
  await db.candidatura.create({ data: { vagaId: vaga.id, candidatoId: accounts.candidatoId("outroCandidato") } });
  await idPool.refresh(db);
}
