import * as v from "valibot";
import type { Db } from "../db/database.ts";
import { searchJobs } from "../domain/jobSearch.ts";
import { areaLabel, contratoLabels, modalidadeLabels, nivelLabels } from "../../shared/catalog.ts";
import { pageTitle } from "../../shared/pageTitles.ts";
import { jobSearchSchema } from "../../shared/validation/job.ts";
import { jobSummary } from "./jobPosting.ts";
import { jobUrl } from "./urls.ts";
import { truncate, xmlDeclaration, xmlText } from "./xml.ts";

// /feed.xml: RSS 2.0 of the newest active jobs, filtered by the job search's
// own query string (/jobs?texto=react&area=tecnologia gives
// /feed.xml?texto=react&area=tecnologia), in the search's order: newest first,
// or with text the most relevant of the newest matches first, as on the page.

export const feedSize = 50;

/** The job search's URL keys (web/routes/-jobs/searchParams.ts) and the filters they set. */
const searchKeys = { texto: "texto", localizacao: "localizacao", area: "areaAtuacao", nivel: "nivelVaga", contrato: "tipoContrato", modalidade: "modalidadeTrabalho" } as const;
type SearchKey = keyof typeof searchKeys;

/** The filters a query string sets; like the page, a value it does not understand is dropped rather than refused. */
function filtersFrom(query: URLSearchParams) {
  const filters: Partial<Record<(typeof searchKeys)[SearchKey], string>> = {};
  for (const [key, filter] of Object.entries(searchKeys) as [SearchKey, (typeof searchKeys)[SearchKey]][]) {
    const value = query.get(key)?.trim().slice(0, 200);
    const parsed = value ? v.safeParse(jobSearchSchema.entries[filter], value) : undefined;
    if (parsed?.success && parsed.output) filters[filter] = parsed.output;
  }
  return filters;
}

/** The search part of a job-search URL, kept to the keys it understands ("" when none): the feed's and the page's links. */
export function searchQuery(search: string): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of Object.keys(searchKeys)) {
    const value = given.get(key)?.trim();
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : "";
}

/** `<link rel="alternate">` to the feed of what a public page shows: the job search's own filters, else every job. */
export function feedLink(pathname: string, search: string, brand: string): string {
  const query = pathname.replace(/\/+$/, "") === "/jobs" ? searchQuery(search) : "";
  return `<link rel="alternate" type="application/rss+xml" title="${xmlText(pageTitle("Vagas", brand))}" href="/feed.xml${xmlText(query)}">`;
}

const label = (labels: Record<string, string>, value: string | undefined) => value && labels[value];

/** 'react, Tecnologia, Pleno': what a filtered feed holds, for its title. */
function filterNames(filters: ReturnType<typeof filtersFrom>): string {
  return [
    filters.texto,
    filters.localizacao,
    filters.areaAtuacao && areaLabel(filters.areaAtuacao),
    label(nivelLabels, filters.nivelVaga),
    label(contratoLabels, filters.tipoContrato),
    label(modalidadeLabels, filters.modalidadeTrabalho),
  ]
    .filter(Boolean)
    .join(", ");
}

/** The feed for `query`: one search, then the jobs it found with their companies. */
export async function jobFeed(db: Db, publicUrl: string, brand: string, query: URLSearchParams): Promise<string> {
  const filters = filtersFrom(query);
  const { items } = await searchJobs(db, filters, { first: feedSize });
  const ids = items.map((item) => item.id);
  const rows = ids.length
    ? await db.vaga.findMany({ where: { id: { in: ids }, statusVaga: "ATIVA" }, include: { empresa: { select: { nomeEmpresa: true } } } })
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const jobs = ids.flatMap((id) => byId.get(id) ?? []);
  const named = filterNames(filters);
  const search = searchQuery(query.toString());
  const newest = jobs.reduce<Date | undefined>((max, job) => (max && max > job.updatedAt ? max : job.updatedAt), undefined);
  const channel = [
    `<title>${xmlText(pageTitle(named ? `Vagas: ${truncate(named, 120)}` : "Vagas", brand))}</title>`,
    `<link>${xmlText(`${publicUrl}/jobs${search}`)}</link>`,
    `<description>${xmlText(`As vagas mais recentes publicadas no ${brand}${named ? ` para ${truncate(named, 120)}` : ""}.`)}</description>`,
    "<language>pt-BR</language>",
    `<atom:link href="${xmlText(`${publicUrl}/feed.xml${search}`)}" rel="self" type="application/rss+xml" />`,
    newest ? `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>` : "",
    ...jobs.map((job) => {
      const link = xmlText(jobUrl(publicUrl, job.id));
      return [
        "<item>",
        `<title>${xmlText(truncate(job.titulo, 200))}</title>`,
        `<link>${link}</link>`,
        `<guid isPermaLink="true">${link}</guid>`,
        `<pubDate>${job.createdAt.toUTCString()}</pubDate>`,
        `<category>${xmlText(areaLabel(job.areaAtuacao))}</category>`,
        `<description>${xmlText(truncate(jobSummary(job), 500))}</description>`,
        "</item>",
      ].join("");
    }),
  ].filter(Boolean);
  return `${xmlDeclaration}\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>\n${channel.join("\n")}\n</channel>\n</rss>\n`;
}
