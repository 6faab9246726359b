import { areaLabel, nivelLabels } from "../../../shared/catalog.ts";
import type { CandidatoFiltros, NivelVaga } from "./__generated__/CandidateSearchResultsPaginationQuery.graphql";

// The candidate search lives in the URL (/candidatos/buscar?texto=react&area=tecnologia&nivel=pleno),
// so a search survives a reload and the way back from a profile. Level values are the
// spec's lowercase reading in the URL; GraphQL takes the enum (PLENO).

export interface CandidateSearch {
  texto?: string;
  area?: string;
  nivel?: string;
  localizacao?: string;
}

export interface FilterOption {
  value: string;
  label: string;
}

/** The spec's area options (§2), after 'Todas'. */
export const areaOptions: FilterOption[] = ["tecnologia", "marketing", "vendas", "recursos-humanos", "financeiro"].map((value) => ({
  value,
  label: areaLabel(value),
}));

const levels = ["ESTAGIO", "JUNIOR", "PLENO", "SENIOR"] as const satisfies readonly (keyof typeof nivelLabels)[];

/** The spec's level options (§2), after 'Todos os níveis'. */
export const levelOptions: FilterOption[] = levels.map((level) => ({ value: level.toLowerCase(), label: nivelLabels[level] }));

const maxTextLength = 200;

function asText(value: unknown): string | undefined {
  // The router parses ?texto=123 as a number: take it back as text.
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const text = String(value).trim().slice(0, maxTextLength);
  return text === "" ? undefined : text;
}

function asOption(value: unknown, options: FilterOption[]): string | undefined {
  const text = asText(value)?.toLowerCase();
  return options.some((option) => option.value === text) ? text : undefined;
}

/**
 * The route's `validateSearch`: keeps what it understands and drops the rest,
 * so a bad link still opens the search. Every key is returned (undefined when
 * absent or invalid) because the router merges this over the raw query.
 */
export function parseCandidateSearch(raw: Record<string, unknown>): CandidateSearch {
  return {
    texto: asText(raw.texto),
    area: asOption(raw.area, areaOptions),
    nivel: asOption(raw.nivel, levelOptions),
    localizacao: asText(raw.localizacao),
  };
}

/** The GraphQL filters for a search from the URL. */
export function toGraphQLFilters(search: CandidateSearch): CandidatoFiltros {
  const filters: CandidatoFiltros = {};
  if (search.texto) filters.texto = search.texto;
  if (search.area) filters.areaInteresse = search.area;
  if (search.nivel) filters.nivelProfissional = search.nivel.toUpperCase() as NivelVaga;
  if (search.localizacao) filters.localizacao = search.localizacao;
  return filters;
}

export const hasFilters = (search: CandidateSearch) => Object.values(search).some(Boolean);

/** One stable key per search, so the results of a new search start from the skeleton. */
export const searchKey = (search: CandidateSearch) => JSON.stringify([search.texto, search.area, search.nivel, search.localizacao]);

/** Candidates per page: four rows of three cards. */
export const pageSize = 12;
/** The server's page-size limit (domain/rankedSearch.ts). */
const maxPageSize = 50;

const loadedCounts = new Map<string, number>();

/** Remembers how many results of a search are on screen ('Carregar mais candidatos' adds pages). */
export const rememberLoaded = (search: CandidateSearch, count: number) => loadedCounts.set(searchKey(search), count);

/**
 * How many results the route asks for: one page, or as many as were on screen
 * when the company last saw this search, so coming back from a profile (browser
 * Back) shows the whole list again under the restored scroll position.
 */
export const firstFor = (search: CandidateSearch) =>
  Math.min(maxPageSize, Math.max(pageSize, loadedCounts.get(searchKey(search)) ?? 0));
