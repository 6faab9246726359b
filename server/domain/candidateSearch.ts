import { requireCompany } from "../auth/policy.ts";
import { Prisma } from "../db/generated/prisma/client.ts";
import { nivelSearchGroups } from "../../shared/catalog.ts";
import { candidateSearchSchema } from "../../shared/validation/candidateSearch.ts";
import type { DomainContext } from "./context.ts";
import { locationClauses, rankedSearch, type SearchPage } from "./rankedSearch.ts";
import { parseInput } from "./validate.ts";

/**
 * Companies search candidates: Portuguese full text over name, skills,
 * objective and experience; area and level of interest; city or state.
 */
export async function searchCandidates(
  ctx: DomainContext,
  rawFilters: unknown,
  page: { first?: number | null; after?: string | null; count?: boolean } = {},
): Promise<SearchPage> {
  requireCompany(ctx.viewer);
  const filters = parseInput(candidateSearchSchema, rawFilters ?? {});
  const where: Prisma.Sql[] = [];
  if (filters.areaInteresse) where.push(Prisma.sql`t."areaInteresse" = ${filters.areaInteresse}`);
  if (filters.nivelProfissional) {
    const levels = nivelSearchGroups[filters.nivelProfissional] ?? [filters.nivelProfissional];
    where.push(Prisma.sql`t."nivelProfissional" IN (${Prisma.join(levels.map((level) => Prisma.sql`${level}::"NivelVaga"`))})`);
  }
  return rankedSearch(ctx.db, { table: "Candidato", where, fuzzy: locationClauses(filters.localizacao), texto: filters.texto, ...page });
}
