import type { TipoContrato } from "../db/generated/prisma/enums.ts";
import type { Prisma } from "../db/generated/prisma/client.ts";
import type { jobWithCompany } from "../domain/jobs.ts";
import { imageUrl } from "../domain/images.ts";
import { jobPlaceWithMode } from "../../shared/jobPlace.ts";
import { jobPageName, pageTitle } from "../../shared/pageTitles.ts";
import { formatSalary } from "../../shared/salary.ts";
import { jobUrl } from "./urls.ts";

type Job = Prisma.VagaGetPayload<{ include: typeof jobWithCompany }>;

const employmentTypes: Record<TipoContrato, string> = {
  CLT: "FULL_TIME",
  PJ: "CONTRACTOR",
  FREELANCER: "CONTRACTOR",
  TEMPORARIO: "TEMPORARY",
  ESTAGIO: "INTERN",
  TRAINEE: "FULL_TIME",
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** "São Paulo - SP" → locality and region; anything else is the locality. */
function address(localizacao: string) {
  const match = /^(.*?)\s*[-,/]\s*([A-Za-z]{2})$/.exec(localizacao.trim());
  return {
    "@type": "PostalAddress",
    addressLocality: match ? match[1] : localizacao.trim(),
    ...(match ? { addressRegion: match[2]!.toUpperCase() } : {}),
    addressCountry: "BR",
  };
}

/** schema.org JobPosting for Google for Jobs and other crawlers; only ATIVA jobs carry it. */
export function jobPostingJsonLd(vaga: Job, origin: string): Record<string, unknown> | null {
  if (vaga.statusVaga !== "ATIVA") return null;
  const remote = vaga.modalidadeTrabalho === "REMOTO";
  const logo = imageUrl(vaga.empresa.logoId);
  const description = [vaga.descricao, `Requisitos: ${vaga.requisitosObrigatorios}`, vaga.requisitosDesejaveis && `Desejável: ${vaga.requisitosDesejaveis}`, vaga.beneficios && `Benefícios: ${vaga.beneficios}`]
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(String(paragraph)).replace(/\n/g, "<br>")}</p>`)
    .join("");
  const min = vaga.faixaSalarialMin;
  const max = vaga.faixaSalarialMax;
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: vaga.titulo,
    description,
    datePosted: vaga.createdAt.toISOString(),
    ...(vaga.prazoCandidatura ? { validThrough: `${vaga.prazoCandidatura.toISOString().slice(0, 10)}T23:59:59-03:00` } : {}),
    employmentType: employmentTypes[vaga.tipoContrato],
    totalJobOpenings: vaga.numeroPosicoes,
    directApply: true,
    url: jobUrl(origin, vaga.id),
    identifier: { "@type": "PropertyValue", name: vaga.empresa.nomeEmpresa, value: vaga.id },
    hiringOrganization: {
      "@type": "Organization",
      name: vaga.empresa.nomeEmpresa,
      ...(logo ? { logo: `${origin}${logo}` } : {}),
    },
    ...(remote
      ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "Brasil" } }
      : { jobLocation: { "@type": "Place", address: vaga.localizacao ? address(vaga.localizacao) : { "@type": "PostalAddress", addressCountry: "BR" } } }),
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
  const summary = `${vaga.empresa.nomeEmpresa} · ${jobPlaceWithMode(vaga)} · ${formatSalary(vaga.faixaSalarialMin, vaga.faixaSalarialMax)}. ${vaga.descricao}`;
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
