import { createHash } from "node:crypto";
import type { TipoContrato } from "../db/generated/prisma/enums.ts";
import type { Db } from "../db/database.ts";
import { formatCep } from "../domain/cep.ts";
import { areaLabel } from "../../shared/catalog.ts";
import { ownPlace } from "../../shared/jobPlace.ts";
import { formatMoney } from "../../shared/salary.ts";
import { cityAndState, jobDescriptionHtml, validThrough } from "./jobPosting.ts";
import { jobUrl } from "./urls.ts";
import { cdata, xmlDeclaration, xmlText } from "./xml.ts";

// /feeds/vagas.xml: every ATIVA job in Indeed's XML format, which job boards
// crawl whole (Indeed refuses a partial feed). At a million jobs that is
// gigabytes, so it is never held in memory: the body is a stream that reads
// one keyset page of jobs (by id, on the sitemap's partial index of active
// jobs) when the previous one has been sent, and its ETag comes from when the
// jobs last changed, known before reading any of them.

const jobTypes: Record<TipoContrato, string> = {
  CLT: "fulltime",
  TRAINEE: "fulltime",
  PJ: "contract",
  FREELANCER: "contract",
  TEMPORARIO: "temporary",
  ESTAGIO: "internship",
};

const remoteTypes: Partial<Record<string, string>> = { REMOTO: "Fully remote", HIBRIDO: "Hybrid remote" };

const feedJob = {
  id: true,
  titulo: true,
  descricao: true,
  requisitosObrigatorios: true,
  requisitosDesejaveis: true,
  beneficios: true,
  pcd: true,
  areaAtuacao: true,
  tipoContrato: true,
  modalidadeTrabalho: true,
  localizacao: true,
  cepLocalTrabalho: true,
  faixaSalarialMin: true,
  faixaSalarialMax: true,
  prazoCandidatura: true,
  createdAt: true,
  updatedAt: true,
  empresa: { select: { nomeEmpresa: true } },
} as const;

/** One page of active jobs after `after` in id order, with their company's name: one statement. */
const activeJobsAfter = (db: Db, after: string, size: number) =>
  db.vaga.findMany({
    where: { statusVaga: "ATIVA", id: { gt: after } },
    orderBy: { id: "asc" },
    take: size,
    select: feedJob,
    relationLoadStrategy: "join",
  });

type FeedJob = Awaited<ReturnType<typeof activeJobsAfter>>[number];

/** 'R$ 3.000 a R$ 4.000 por mês', with plain spaces; null when the job gives no salary. */
export function monthlySalary(min: number | null, max: number | null): string | null {
  const money = (value: number) => formatMoney(value).replace(/\s/g, " ");
  if (min !== null && max !== null) return min === max ? `${money(min)} por mês` : `${money(min)} a ${money(max)} por mês`;
  if (min !== null) return `A partir de ${money(min)} por mês`;
  if (max !== null) return `Até ${money(max)} por mês`;
  return null;
}

const element = (name: string, value: string | null | undefined) => (value ? `<${name}>${cdata(value)}</${name}>` : "");

function jobXml(job: FeedJob, publicUrl: string): string {
  const place = ownPlace(job.localizacao);
  const { city, state } = place ? cityAndState(place) : { city: undefined, state: undefined };
  return [
    "<job>",
    element("title", job.titulo),
    element("date", job.createdAt.toISOString()),
    element("referencenumber", job.id),
    element("url", jobUrl(publicUrl, job.id)),
    element("company", job.empresa.nomeEmpresa),
    element("sourcename", job.empresa.nomeEmpresa),
    element("city", city),
    element("state", state),
    element("country", "BR"),
    element("postalcode", job.cepLocalTrabalho && formatCep(job.cepLocalTrabalho)),
    element("description", jobDescriptionHtml(job)),
    element("salary", monthlySalary(job.faixaSalarialMin, job.faixaSalarialMax)),
    element("jobtype", jobTypes[job.tipoContrato]),
    element("category", areaLabel(job.areaAtuacao)),
    element("expirationdate", validThrough(job).slice(0, 10)),
    element("remotetype", remoteTypes[job.modalidadeTrabalho]),
    "</job>",
  ].join("");
}

/**
 * The time of the feed's newest change: a job written (created, edited, paused, or its company's
 * public profile changed, which touches its jobs) or deleted. Two reads of an index's last entry.
 */
export async function feedLastChange(db: Db): Promise<Date | null> {
  const [row] = await db.$queryRaw<{ changed: Date | null }[]>`
    SELECT GREATEST((SELECT max("updatedAt") FROM "Vaga"), (SELECT max("removidaEm") FROM "VagaRemovida")) AS changed`;
  return row?.changed ?? null;
}

/** Changes with the jobs and with what the feed says about the site; bump `format` when the document's shape changes. */
export function feedEtag(lastChange: Date | null, publicUrl: string, brand: string): string {
  const format = 1;
  const key = [format, lastChange?.toISOString() ?? "", publicUrl, brand].join("\n");
  return `W/"${createHash("sha1").update(key).digest("base64url")}"`;
}

/** The feed as a stream of UTF-8 chunks: the head, then one chunk per page of `pageSize` jobs, read as the client takes them. */
export function indeedFeed(db: Db, site: { publicUrl: string; brand: string }, pageSize: number, lastChange: Date | null): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after = "";
  const head = [
    xmlDeclaration,
    "<source>",
    `<publisher>${xmlText(site.brand)}</publisher>`,
    `<publisherurl>${xmlText(site.publicUrl)}</publisherurl>`,
    lastChange ? `<lastBuildDate>${lastChange.toISOString()}</lastBuildDate>` : "",
  ]
    .filter(Boolean)
    .join("\n");
  return new ReadableStream<Uint8Array>(
    {
      start: (controller) => controller.enqueue(encoder.encode(`${head}\n`)),
      async pull(controller) {
        const jobs = await activeJobsAfter(db, after, pageSize);
        const text = jobs.map((job) => `${jobXml(job, site.publicUrl)}\n`).join("");
        const last = jobs.at(-1);
        if (last && jobs.length === pageSize) {
          after = last.id;
          controller.enqueue(encoder.encode(text));
        } else {
          controller.enqueue(encoder.encode(`${text}</source>\n`));
          controller.close();
        }
      },
    },
    // One page waits to be sent at most: the next is read only when the client has taken it.
    { highWaterMark: 1 },
  );
}
