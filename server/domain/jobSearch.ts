import type * as v from "valibot";
import { Prisma } from "../db/generated/prisma/client.ts";
import type { StatusVaga } from "../db/generated/prisma/enums.ts";
import type { Db } from "../db/database.ts";
import { nivelSearchGroups } from "../../shared/catalog.ts";
import { rankedSearch, type SearchPage, termsOf, textCondition } from "./rankedSearch.ts";
import { walksWeeks } from "./newestMatches.ts";
import { foldText } from "./searchTerms.ts";
import type { RankingStore } from "./keptRankings.ts";
import { parseInput } from "./validate.ts";
import { jobSearchSchema } from "../../shared/validation/job.ts";

export { maxPageSize } from "./rankedSearch.ts";

const states = "ac|al|am|ap|ba|ce|df|es|go|ma|mg|ms|mt|pa|pb|pe|pi|pr|rj|rn|ro|rr|rs|sc|se|sp|to";
const separators = /^[ ,;/-]+|[ ,;/-]+$/g;

/**
 * The city and state of a place, lower case without accents: "São Paulo - SP",
 * "São Paulo, SP", "São Paulo/SP" and "sao paulo sp" give { city: "sao paulo",
 * state: "sp" }; "SP" gives the state alone, "rio" the city alone; a trailing
 * "Brasil" is dropped. The rules of the database's lugar_partes(), which fills
 * a job's "cidadeBusca" and "estadoBusca" (see the job_location_city_state migration).
 */
export function parseLocation(place: string | null | undefined): { city: string | null; state: string | null } {
  const text = foldText(place ?? "").replace(/\s+/g, " ").replace(separators, "").replace(/[ ,;/-]*\bbrasil$/, "");
  const parts = new RegExp(`^(.*?)[ ,;/-]*\\b(${states})$`).exec(text);
  if (!parts) return { city: text || null, state: null };
  return { city: parts[1]!.replace(separators, "") || null, state: parts[2]! };
}

/**
 * Matched exactly, so that the search's indexes (see the search_filter_indexes
 * migration) intersect the place with the text and the other filters: a
 * state; a city beside its state ("Campinas - SP"), where the planner's
 * statistics on the pair know that the city implies the state; a city alone
 * by its beginning ('rio' finds 'rio de janeiro'), which the database first
 * turns into the cities it begins (one statement, a few index probes).
 */
async function locationClauses(localizacao: string | null | undefined, citiesBeginning: CitiesBeginning): Promise<Prisma.Sql[]> {
  const { city, state } = parseLocation(localizacao);
  if (!city) return state ? [Prisma.sql`t."estadoBusca" = ${state}`] : [];
  if (state) return [Prisma.sql`t."cidadeBusca" = ${city}`, Prisma.sql`t."estadoBusca" = ${state}`];
  const cities = await citiesBeginning(city);
  if (cities.length === 0) return [Prisma.sql`FALSE`];
  // One city stays an equality, which the b-tree walk newest first can check inside the index.
  if (cities.length === 1) return [Prisma.sql`t."cidadeBusca" = ${cities[0]}`];
  return [Prisma.sql`t."cidadeBusca" IN (${Prisma.join(cities)})`];
}

/** The folded cities of jobs that begin with a folded prefix ('rio' gives 'rio branco', 'rio de janeiro'). */
export type CitiesBeginning = (prefix: string) => Promise<string[]>;

/** The client, or one of its transactions. */
type Queryable = Pick<Db, "$queryRaw">;

/** One statement per place searched; a search and the alerts' sweep look their places up beforehand instead. */
const citiesBeginningIn =
  (db: Queryable): CitiesBeginning =>
  async (prefix) => {
    const [row] = await db.$queryRaw<{ cidades: string[] }[]>`SELECT public.cidades_com_prefixo(${prefix}) AS cidades`;
    return row?.cidades ?? [];
  };

/** The beginning a place's cities are looked up by (locationClauses): a city typed without its state. */
function cityPrefix(place: string | null | undefined): string | null {
  const { city, state } = parseLocation(place);
  return city && !state ? city : null;
}

/** The city prefixes several searches need, looked up in one statement: what each of their clauses will ask. */
export async function citiesBeginningAll(db: Queryable, places: (string | null)[]): Promise<CitiesBeginning> {
  const prefixes = [...new Set(places.flatMap((place) => cityPrefix(place) ?? []))];
  const rows = prefixes.length
    ? await db.$queryRaw<{ prefixo: string; cidades: string[] }[]>`
        SELECT p.prefixo, public.cidades_com_prefixo(p.prefixo) AS cidades
        FROM (VALUES ${Prisma.join(prefixes.map((prefix) => Prisma.sql`(${prefix})`))}) AS p(prefixo)`
    : [];
  const found = new Map(rows.map((row) => [row.prefixo, row.cidades]));
  return async (prefix) => found.get(prefix) ?? [];
}

export type JobFilters = v.InferOutput<typeof jobSearchSchema>;

const statusClause = (status: StatusVaga) => Prisma.sql`t."statusVaga" = ${status}::"StatusVaga"`;

/** The exact filters of a job search, on alias `t`; `status` when the filters name none (null: every status). */
export async function jobFilterClauses(
  db: Queryable,
  filters: JobFilters,
  status: StatusVaga | null,
  citiesBeginning: CitiesBeginning = citiesBeginningIn(db),
): Promise<Prisma.Sql[]> {
  const where: Prisma.Sql[] = [];
  const statusVaga = filters.statusVaga ?? status;
  if (statusVaga) where.push(statusClause(statusVaga));
  if (filters.empresaId) where.push(Prisma.sql`t."empresaId" = ${filters.empresaId}`);
  if (filters.areaAtuacao) where.push(Prisma.sql`t."areaAtuacao" = ${filters.areaAtuacao}`);
  if (filters.nivelVaga) {
    const levels = nivelSearchGroups[filters.nivelVaga] ?? [filters.nivelVaga];
    where.push(Prisma.sql`t."nivelVaga" IN (${Prisma.join(levels.map((level) => Prisma.sql`${level}::"NivelVaga"`))})`);
  }
  if (filters.tipoContrato) where.push(Prisma.sql`t."tipoContrato" = ${filters.tipoContrato}::"TipoContrato"`);
  if (filters.modalidadeTrabalho) {
    where.push(Prisma.sql`t."modalidadeTrabalho" = ${filters.modalidadeTrabalho}::"ModalidadeTrabalho"`);
  }
  // Answered by the partial index of marked active jobs (see the pcd migration).
  if (filters.pcd) where.push(Prisma.sql`t."pcd" = ${filters.pcd}::"PcdVaga"`);
  where.push(...(await locationClauses(filters.localizacao, citiesBeginning)));
  return where;
}

/**
 * Every condition of a job search on alias `t` (its filters, place and text): what /jobs lists for
 * it, and so what a job alert saved from it matches (server/domain/alertSweep.ts).
 */
export async function jobSearchConditions(db: Queryable, filters: JobFilters, status: StatusVaga | null, citiesBeginning?: CitiesBeginning): Promise<Prisma.Sql[]> {
  const text = textCondition(filters.texto);
  return [...(await jobFilterClauses(db, filters, status, citiesBeginning)), ...(text ? [text] : [])];
}

export const parseJobFilters = (rawFilters: unknown): JobFilters => parseInput(jobSearchSchema, rawFilters ?? {});

/**
 * Job search: Portuguese full text over title, area, company, requirements and
 * description (accent-insensitive, stemmed), the city and state without accents
 * or case, and exact filters. Searches ATIVA jobs unless another status is asked for.
 */
export async function searchJobs(
  db: Db,
  rawFilters: unknown,
  page: { first?: number | null; after?: string | null; count?: boolean; rankings?: RankingStore | null } = {},
): Promise<SearchPage> {
  const filters = parseJobFilters(rawFilters);
  const terms = termsOf(filters.texto);
  const prefix = cityPrefix(filters.localizacao);
  const { cities, expandedQuery } = await lookUp(db, prefix, terms);
  const where = await jobFilterClauses(db, filters, "ATIVA", async (asked) => (asked === prefix ? cities : citiesBeginningIn(db)(asked)));
  // The jobs of its status, which the indexes newest first walk (the active ones') or lead with (every status).
  const status = filters.statusVaga ?? "ATIVA";
  const population = [statusClause(status)];
  const weeksOf = terms && (await walksWeeks(db)) ? population : undefined;
  // Jobs are published active and close as they age: the newest are mostly active, the oldest mostly not.
  const populationIsNewest = status === "ATIVA";
  return rankedSearch(db, { table: "Vaga", where, population, populationIsNewest, weeksOf, texto: filters.texto, expandedQuery, ...page });
}

/**
 * What a job search reads before it searches, in one statement: the cities its city typed alone begins, and its
 * text's query with each typed beginning turned into the jobs' words it begins (busca_expandida, in the
 * one_search_query migration), which the search's statement takes as a value so that its plan fits the words.
 */
async function lookUp(db: Db, prefix: string | null, terms: string): Promise<{ cities: string[]; expandedQuery?: string | null }> {
  if (!prefix && !terms) return { cities: [] };
  const [row] = await db.$queryRaw<{ cidades: string[] | null; consulta: string | null }[]>`
    SELECT ${prefix ? Prisma.sql`public.cidades_com_prefixo(${prefix})` : Prisma.sql`NULL::text[]`} AS cidades,
           ${terms ? Prisma.sql`public.busca_expandida(${terms})::text` : Prisma.sql`NULL::text`} AS consulta`;
  return { cities: row?.cidades ?? [], ...(terms ? { expandedQuery: row?.consulta ?? null } : {}) };
}
