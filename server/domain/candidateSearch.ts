import { requireCompany } from "../auth/policy.ts";
import { Prisma } from "../db/generated/prisma/client.ts";
import { nivelSearchGroups } from "../../shared/catalog.ts";
import { candidateSearchSchema } from "../../shared/validation/candidateSearch.ts";
import type { DomainContext } from "./context.ts";
import { rankedSearch, type SearchPage } from "./rankedSearch.ts";
import { escapeLike, foldText } from "./searchTerms.ts";
import { parseInput } from "./validate.ts";

/**
 * Each word of a place must appear in the candidate's city and state: "sao paulo sp"
 * finds "São Paulo SP". Candidates are far fewer than jobs, so their trigram
 * index over "localizacaoBusca" still serves; jobs match city and state columns instead.
 */
function locationClauses(localizacao: string | null | undefined): Prisma.Sql[] {
  return foldText(localizacao ?? "")
    .split(/[\s,;/-]+/)
    .filter(Boolean)
    .map((word) => Prisma.sql`t."localizacaoBusca" LIKE ${`%${escapeLike(word)}%`}`);
}

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
  where.push(...locationClauses(filters.localizacao));
  return rankedSearch(ctx.db, { table: "Candidato", where, texto: filters.texto, rankings: ctx.rankings, ...page });
}
