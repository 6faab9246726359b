import { areas, contratoLabels, modalidadeLabels, nivelLabels, pcdVagaLabels } from "../../../shared/catalog.ts";
import type { ModalidadeTrabalho, NivelVaga, PcdVaga, TipoContrato, VagaFiltros } from "./__generated__/JobResultsPaginationQuery.graphql";

// The job search lives in the URL (/jobs?texto=react&area=tecnologia&nivel=pleno),
// so a search can be shared and survives a reload. Select values are the spec's
// lowercase filter values (§3); GraphQL takes the enums (PLENO, C_LEVEL).

export interface JobSearch {
  texto?: string;
  localizacao?: string;
  area?: string;
  nivel?: string;
  contrato?: string;
  modalidade?: string;
  pcd?: string;
}

export interface FilterOption {
  value: string;
  label: string;
}

const slug = (value: string) => value.toLowerCase().replace(/_/g, "-");
const enumOf = <T extends string>(value: string) => value.toUpperCase().replace(/-/g, "_") as T;

/** The job search's area list (spec §3); the catalog also knows 'administrativo', accepted from a URL. */
const searchAreas = [
  "tecnologia",
  "vendas",
  "marketing",
  "financeiro",
  "recursos-humanos",
  "operacoes",
  "juridico",
  "design",
  "educacao",
  "saude",
  "engenharia",
  "consultoria",
  "outros",
];
const searchNiveis: (keyof typeof nivelLabels)[] = ["ESTAGIO", "JUNIOR", "PLENO", "SENIOR", "ESPECIALISTA", "COORDENADOR", "GERENTE", "DIRETOR", "C_LEVEL"];
const searchContratos: (keyof typeof contratoLabels)[] = ["CLT", "PJ", "FREELANCER", "ESTAGIO", "TEMPORARIO"];
const searchModalidades: (keyof typeof modalidadeLabels)[] = ["PRESENCIAL", "REMOTO", "HIBRIDO"];

export interface SelectFilter {
  key: "area" | "nivel" | "contrato" | "modalidade" | "pcd";
  label: string;
  all: string;
  options: FilterOption[];
  /** Values a URL may carry although the select does not list them. */
  accepted: FilterOption[];
}

const areaFilter: SelectFilter = {
  key: "area",
  label: "Área",
  all: "Todas as áreas",
  options: areas.filter((area) => searchAreas.includes(area.value)).map(({ value, label }) => ({ value, label })),
  accepted: areas.map(({ value, label }) => ({ value, label })),
};

const levelFilter: SelectFilter = {
  key: "nivel",
  label: "Nível",
  all: "Todos os níveis",
  options: searchNiveis.map((nivel) => ({ value: slug(nivel), label: nivelLabels[nivel] })),
  accepted: [],
};

const contractFilter: SelectFilter = {
  key: "contrato",
  label: "Tipo de contrato",
  all: "Todos os contratos",
  options: searchContratos.map((contrato) => ({ value: slug(contrato), label: contratoLabels[contrato] })),
  accepted: [],
};

const workModeFilter: SelectFilter = {
  key: "modalidade",
  label: "Modalidade",
  all: "Todas as modalidades",
  options: searchModalidades.map((modalidade) => ({ value: slug(modalidade), label: modalidadeLabels[modalidade] })),
  accepted: [],
};

const pcdFilter: SelectFilter = {
  key: "pcd",
  label: "Inclusão de PcD",
  all: "Todas as vagas",
  options: (Object.keys(pcdVagaLabels) as (keyof typeof pcdVagaLabels)[]).map((pcd) => ({ value: slug(pcd), label: pcdVagaLabels[pcd] })),
  accepted: [],
};

export const selectFilters = [areaFilter, levelFilter, contractFilter, workModeFilter, pcdFilter];

const maxTextLength = 200;

function asText(value: unknown): string | undefined {
  // The router parses ?texto=123 as a number: take it back as text.
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const text = String(value).trim().slice(0, maxTextLength);
  return text === "" ? undefined : text;
}

function asOption(value: unknown, filter: SelectFilter): string | undefined {
  const text = asText(value);
  if (!text) return undefined;
  const candidate = slug(text);
  return filter.options.some((option) => option.value === candidate) || filter.accepted.some((option) => option.value === candidate) ? candidate : undefined;
}

/**
 * The route's `validateSearch`: keeps what it understands and drops the rest,
 * so a bad link still opens the search. Every key is returned, undefined when
 * absent or invalid, because the router merges this result over the raw query.
 */
export function parseJobSearch(raw: Record<string, unknown>): JobSearch {
  return {
    texto: asText(raw.texto),
    localizacao: asText(raw.localizacao),
    area: asOption(raw.area, areaFilter),
    nivel: asOption(raw.nivel, levelFilter),
    contrato: asOption(raw.contrato, contractFilter),
    modalidade: asOption(raw.modalidade, workModeFilter),
    pcd: asOption(raw.pcd, pcdFilter),
  };
}

/** The GraphQL filters for a search from the URL (statusVaga is left to the server's default, ATIVA). */
export function toGraphQLFilters(search: JobSearch): VagaFiltros {
  const filters: VagaFiltros = {};
  if (search.texto) filters.texto = search.texto;
  if (search.localizacao) filters.localizacao = search.localizacao;
  if (search.area) filters.areaAtuacao = search.area;
  if (search.nivel) filters.nivelVaga = enumOf<NivelVaga>(search.nivel);
  if (search.contrato) filters.tipoContrato = enumOf<TipoContrato>(search.contrato);
  if (search.modalidade) filters.modalidadeTrabalho = enumOf<ModalidadeTrabalho>(search.modalidade);
  if (search.pcd) filters.pcd = enumOf<PcdVaga>(search.pcd);
  return filters;
}

export const hasFilters = (search: JobSearch) => Object.values(search).some(Boolean);

/** How many of the select filters are set (shown on the phone's filter toggle). */
export const selectFilterCount = (search: JobSearch) => selectFilters.filter((filter) => search[filter.key]).length;

/** One stable key per search, so results of a new search start from the skeleton. */
export const searchKey = (search: JobSearch) =>
  JSON.stringify([search.texto, search.localizacao, search.area, search.nivel, search.contrato, search.modalidade, search.pcd]);

export const pageSize = 10;
/** The server's page-size limit (domain/jobSearch.ts). */
const maxPageSize = 50;

const loadedCounts = new Map<string, number>();

/** Remembers how many results of a search are on screen ('Carregar mais vagas' adds pages). */
export const rememberLoaded = (search: JobSearch, count: number) => loadedCounts.set(searchKey(search), count);

/**
 * How many results the route asks for: one page, or as many as were on screen
 * when the user last saw this search. Coming back from a job (browser Back)
 * refreshes the whole list instead of cutting it to one page under the
 * restored scroll position.
 */
export const firstFor = (search: JobSearch) => Math.min(maxPageSize, Math.max(pageSize, loadedCounts.get(searchKey(search)) ?? 0));
