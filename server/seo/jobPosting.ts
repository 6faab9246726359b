import type { TipoContrato } from "../db/generated/prisma/enums.ts";
import type { Prisma } from "../db/generated/prisma/client.ts";
import type { jobWithCompany } from "../domain/jobs.ts";
import { formatCep } from "../domain/cep.ts";
import { storedImageUrl } from "../domain/images.ts";
import { jobPlaceWithMode, type JobWhere } from "../../shared/jobPlace.ts";
import { jobPageName, pageTitle } from "../../shared/pageTitles.ts";
import { pcdVagaMeanings } from "../../shared/pcd.ts";
import { formatSalary } from "../../shared/salary.ts";
import { jobUrl } from "./urls.ts";
import { escapeHtml } from "../http/escapeHtml.ts";

type Job = Prisma.VagaGetPayload<{ include: typeof jobWithCompany }>;

const employmentTypes: Record<TipoContrato, string> = {
  CLT: "FULL_TIME",
  PJ: "CONTRACTOR",
  FREELANCER: "CONTRACTOR",
  TEMPORARIO: "TEMPORARY",
  ESTAGIO: "INTERN",
  TRAINEE: "FULL_TIME",
};

/** Text inside an HTML element: only what could open markup or an entity is escaped (job boards read few entities). */
const htmlText = (text: string) => text.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c] ?? c);

/** "São Paulo - SP" → city and state; anything else is the city. */
export function cityAndState(localizacao: string): { city: string; state?: string } {
  const match = /^(.*?)\s*[-,/]\s*([A-Za-z]{2})$/.exec(localizacao.trim());
  return match ? { city: match[1]!, state: match[2]!.toUpperCase() } : { city: localizacao.trim() };
}

function address(vaga: Pick<Job, "localizacao" | "cepLocalTrabalho">) {
  const place = vaga.localizacao ? cityAndState(vaga.localizacao) : undefined;
  return {
    "@type": "PostalAddress",
    ...(place ? { addressLocality: place.city } : {}),
    ...(place?.state ? { addressRegion: place.state } : {}),
    ...(vaga.cepLocalTrabalho ? { postalCode: formatCep(vaga.cepLocalTrabalho) } : {}),
    addressCountry: "BR",
  };
}

/**
 * Without a deadline a posting is stated valid until the end of the 30th day after its last
 * update: Google takes a posting without `validThrough` for one that never expires, and keeps
 * showing it. Editing the job moves the date on.
 */
export const defaultValidityDays = 30;

/** Brasília's offset, all year since daylight saving time ended in 2019. */
const brasiliaOffsetMs = 3 * 3_600_000;

/** The deadline's last second in Brasília, or that of the default period after the last update. */
export function validThrough(vaga: Pick<Job, "prazoCandidatura" | "updatedAt">): string {
  // A deadline is a calendar date (@db.Date): midnight UTC of that day.
  const day = vaga.prazoCandidatura ?? new Date(vaga.updatedAt.getTime() + defaultValidityDays * 86_400_000 - brasiliaOffsetMs);
  return `${day.toISOString().slice(0, 10)}T23:59:59-03:00`;
}

/** A company's own addresses (site, social profile) that parse as http(s) URLs of a real host. */
function companyLinks(empresa: Pick<Job["empresa"], "website" | "linkRedeSocial">): string[] {
  const links = [empresa.website, empresa.linkRedeSocial].flatMap((text) => {
    if (!text) return [];
    try {
      const url = new URL(text.trim());
      return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".") ? [url.href] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(links)];
}

/** 'Empresa · Curitiba - PR · Presencial · R$ 3.000 - R$ 4.000. Descrição…': a job in one paragraph, for descriptions and feeds. */
export function jobSummary(
  vaga: JobWhere & Pick<Job, "faixaSalarialMin" | "faixaSalarialMax" | "descricao"> & { empresa: Pick<Job["empresa"], "nomeEmpresa"> },
): string {
  return `${vaga.empresa.nomeEmpresa} · ${jobPlaceWithMode(vaga)} · ${formatSalary(vaga.faixaSalarialMin, vaga.faixaSalarialMax)}. ${vaga.descricao}`;
}

/**
 * The job's texts as HTML paragraphs, escaped: what a job board shows as its description. A PcD
 * mark opens it as a sentence of its own: schema.org's JobPosting has no property for it, and
 * Google for Jobs reads only `description` for such conditions (it ignores unknown properties), so
 * there a person searching for "PcD" finds it, as they would on the job page.
 */
export function jobDescriptionHtml(vaga: Pick<Job, "descricao" | "requisitosObrigatorios" | "requisitosDesejaveis" | "beneficios"> & Partial<Pick<Job, "pcd">>): string {
  return [vaga.pcd && pcdVagaMeanings[vaga.pcd], vaga.descricao, `Requisitos: ${vaga.requisitosObrigatorios}`, vaga.requisitosDesejaveis && `Desejável: ${vaga.requisitosDesejaveis}`, vaga.beneficios && `Benefícios: ${vaga.beneficios}`]
    .filter(Boolean)
    .map((paragraph) => `<p>${htmlText(String(paragraph)).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/** schema.org JobPosting for Google for Jobs and other crawlers; only ATIVA jobs carry it. */
export function jobPostingJsonLd(vaga: Job, origin: string): Record<string, unknown> | null {
  if (vaga.statusVaga !== "ATIVA") return null;
  const remote = vaga.modalidadeTrabalho === "REMOTO";
  const logo = storedImageUrl(vaga.empresa.logoId);
  const min = vaga.faixaSalarialMin;
  const max = vaga.faixaSalarialMax;
  const sameAs = companyLinks(vaga.empresa);
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: vaga.titulo,
    description: jobDescriptionHtml(vaga),
    datePosted: vaga.createdAt.toISOString(),
    validThrough: validThrough(vaga),
    employmentType: employmentTypes[vaga.tipoContrato],
    totalJobOpenings: vaga.numeroPosicoes,
    directApply: true,
    url: jobUrl(origin, vaga.id),
    identifier: { "@type": "PropertyValue", name: vaga.empresa.nomeEmpresa, value: vaga.id },
    hiringOrganization: {
      "@type": "Organization",
      name: vaga.empresa.nomeEmpresa,
      ...(logo ? { logo: `${origin}${logo}` } : {}),
      ...(sameAs.length ? { sameAs } : {}),
    },
    ...(remote
      ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "Brasil" } }
      : { jobLocation: { "@type": "Place", address: address(vaga) } }),
    ...(min !== null || max !== null
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "BRL",
            value: {
              "@type": "QuantitativeValue",
              ...(min !== null && max !== null ? { minValue: min, maxValue: max } : { value: min ?? max }),
              unitText: "MONTH",
            },
          },
        }
      : {}),
  };
}

/** The <head> tags for a job page: title, description, Open Graph, canonical URL and JSON-LD. */
export function jobPageHead(vaga: Job, origin: string, brand: string): string {
  const title = pageTitle(jobPageName(vaga.titulo, vaga.empresa.nomeEmpresa), brand);
  const summary = jobSummary(vaga);
  const description = summary.length > 160 ? `${summary.slice(0, 157).trimEnd()}…` : summary;
  const jsonLd = jobPostingJsonLd(vaga, origin);
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(jobUrl(origin, vaga.id))}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    // "<" escaped so a job's text can never close the script element.
    jsonLd ? `<script type="application/ld+json">${JSON.stringify(jsonLd).replace(/</g, "\\u003c")}</script>` : "",
  ]
    .filter(Boolean)
    .join("\n    ");
}
