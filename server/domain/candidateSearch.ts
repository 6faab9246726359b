import * as v from "valibot";
import { requireCompany } from "../auth/policy.ts";
import { Prisma } from "../db/generated/prisma/client.ts";
import { NivelVaga } from "../db/generated/prisma/enums.ts";
import { areaValues, nivelSearchGroups } from "../../shared/catalog.ts";
import type { DomainContext } from "./context.ts";
import { locationClauses, rankedSearch, type SearchPage } from "./rankedSearch.ts";
import { parseInput } from "./validate.ts";
import { optionalText } from "../../shared/validation/common.ts";

const optionalFilter = <T extends v.GenericSchema<string>>(schema: T) =>
  v.pipe(
    v.nullish(v.string(), ""),
    v.string(),
    v.trim(),
    v.transform((text) => (text === "" || text.toLowerCase() === "todas" || text.toLowerCase() === "all" ? null : text)),
    v.nullable(schema),
  );

export const candidateSearchSchema = v.object({
  texto: optionalText(200),
  areaInteresse: optionalFilter(v.pipe(v.string(), v.toLowerCase(), v.picklist(areaValues, "Área inválida"))),
  nivelProfissional: optionalFilter(
    v.pipe(v.string(), v.toUpperCase(), v.transform((text) => text.replace(/-/g, "_")), v.enum(NivelVaga, "Nível inválido")),
  ),
  localizacao: optionalText(200),
});

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
