import { areaLabel, contratoLabels, modalidadeLabels, nivelLabels, pcdVagaLabels } from "./catalog.ts";

// A job search in the shape an alert keeps it (GraphQL's filter names, enum
// values such as PLENO), and the two ways people meet it: the /jobs address
// that shows it (web/routes/-jobs/searchParams.ts reads it) and its words.

export interface JobSearchFilters {
  texto?: string | null;
  localizacao?: string | null;
  areaAtuacao?: string | null;
  nivelVaga?: string | null;
  tipoContrato?: string | null;
  modalidadeTrabalho?: string | null;
  pcd?: string | null;
}

/** /jobs' URL key of each filter. */
export const jobSearchUrlKeys = {
  texto: "texto",
  localizacao: "localizacao",
  areaAtuacao: "area",
  nivelVaga: "nivel",
  tipoContrato: "contrato",
  modalidadeTrabalho: "modalidade",
  pcd: "pcd",
} as const satisfies Record<keyof JobSearchFilters, string>;

/** A select's value as /jobs' URL writes it: 'c-level', 'hibrido'. */
export const urlValue = (value: string) => value.toLowerCase().replace(/_/g, "-");

/** /jobs' query for this search, key by key ({ texto: "react", nivel: "pleno" }). */
function jobSearchParams(filters: JobSearchFilters): Record<string, string> {
  return Object.fromEntries(
    (Object.entries(jobSearchUrlKeys) as [keyof JobSearchFilters, string][]).flatMap(([filter, key]) => {
      const value = filters[filter]?.trim();
      if (!value) return [];
      return [[key, filter === "texto" || filter === "localizacao" ? value : urlValue(value)]];
    }),
  );
}

/** The /jobs address that shows this search: what an alert's notices and its 'Ver vagas' open. */
export function jobSearchPath(filters: JobSearchFilters): string {
  const pairs = Object.entries(jobSearchParams(filters)).map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  return pairs.length ? `/jobs?${pairs.join("&")}` : "/jobs";
}

const labelOf = (labels: Record<string, string>, value: string | null | undefined) => (value ? (labels[value] ?? value) : null);

/** The select filters' labels, in the filters panel's order: ['Tecnologia', 'Pleno', 'CLT', 'Remoto']. */
export function filterLabels(filters: JobSearchFilters): string[] {
  return [
    filters.areaAtuacao ? areaLabel(filters.areaAtuacao) : null,
    labelOf(nivelLabels, filters.nivelVaga),
    labelOf(contratoLabels, filters.tipoContrato),
    labelOf(modalidadeLabels, filters.modalidadeTrabalho),
    labelOf(pcdVagaLabels, filters.pcd),
  ].filter((label): label is string => Boolean(label));
}

/** The search in words, for a list of alerts: '“react” em Curitiba · Tecnologia · Remoto'. */
export function describeJobSearch(filters: JobSearchFilters): string {
  const texto = filters.texto?.trim();
  const localizacao = filters.localizacao?.trim();
  const head = texto ? `“${texto}”${localizacao ? ` em ${localizacao}` : ""}` : localizacao ? `Vagas em ${localizacao}` : null;
  const labels = filterLabels(filters);
  return [head, ...labels].filter(Boolean).join(" · ") || "Todas as vagas";
}

/** A name for an alert of this search, which the candidate may change: 'Desenvolvedor em São Paulo'. */
export function defaultAlertName(filters: JobSearchFilters, max = 80): string {
  const texto = filters.texto?.trim();
  const localizacao = filters.localizacao?.trim();
  const words = texto ? (localizacao ? `${texto} em ${localizacao}` : texto) : localizacao ? `Vagas em ${localizacao}` : filterLabels(filters).join(", ");
  const name = words.charAt(0).toLocaleUpperCase("pt-BR") + words.slice(1);
  return name.length > max ? `${name.slice(0, max - 1).trimEnd()}…` : name;
}
