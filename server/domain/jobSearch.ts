import { Prisma } from "../db/generated/prisma/client.ts";
import type { Db } from "../db/database.ts";
import { nivelSearchGroups } from "../../shared/catalog.ts";
import { locationClauses, rankedSearch, type SearchPage } from "./rankedSearch.ts";
import { parseInput } from "./validate.ts";
import { jobSearchSchema } from "../../shared/validation/job.ts";

export { maxPageSize } from "./rankedSearch.ts";

/**
 * Job search: Portuguese full text over title, area, company, requirements and
 * description (accent-insensitive, stemmed), the location without accents or
 * case, and exact filters. Searches ATIVA jobs unless another status is asked for.
 */
export async function searchJobs(
  db: Db,
  rawFilters: unknown,
  page: { first?: number | null; after?: string | null; count?: boolean } = {},
): Promise<SearchPage> {
  const filters = parseInput(jobSearchSchema, rawFilters ?? {});
  const where: Prisma.Sql[] = [Prisma.sql`t."statusVaga" = ${filters.statusVaga ?? "ATIVA"}::"StatusVaga"`];
  if (filters.areaAtuacao) where.push(Prisma.sql`t."areaAtuacao" = ${filters.areaAtuacao}`);
  if (filters.nivelVaga) {
    const levels = nivelSearchGroups[filters.nivelVaga] ?? [filters.nivelVaga];
    where.push(Prisma.sql`t."nivelVaga" IN (${Prisma.join(levels.map((level) => Prisma.sql`${level}::"NivelVaga"`))})`);
  }
  if (filters.tipoContrato) where.push(Prisma.sql`t."tipoContrato" = ${filters.tipoContrato}::"TipoContrato"`);
  if (filters.modalidadeTrabalho) {
    where.push(Prisma.sql`t."modalidadeTrabalho" = ${filters.modalidadeTrabalho}::"ModalidadeTrabalho"`);
  }
  return rankedSearch(db, { table: "Vaga", where, fuzzy: locationClauses(filters.localizacao), texto: filters.texto, ...page });
}
