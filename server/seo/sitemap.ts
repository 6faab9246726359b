import { Prisma } from "../db/generated/prisma/client.ts";
import type { Db } from "../db/database.ts";
import { publicPagePaths } from "./robots.ts";
import { jobUrl } from "./urls.ts";
import { xmlDeclaration, xmlText } from "./xml.ts";

// /sitemap.xml lists the public pages and every ATIVA job. Past one file's
// limit (the protocol's 50,000 URLs) it becomes a sitemap index of
// /sitemap-paginas.xml and of job files, each a keyset range of ids
// (/sitemap-vagas.xml?de=<first id>&ate=<next file's first id>), so that every
// file is one index-only range scan (see the sitemap_active_jobs migration)
// however deep it lies, never an OFFSET that reads all the jobs before it.

const urlsetOpen = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';
const indexOpen = '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';

/** The public pages without a parameter: the landing page, the job search, the legal and contact pages. */
const staticPages = [...publicPagePaths].filter((path) => !path.includes("$"));

interface Part {
  first: string;
  count: number;
  lastmod: Date;
}

interface JobRow {
  id: string;
  updatedAt: Date;
}

const lastmod = (date: Date) => `<lastmod>${date.toISOString()}</lastmod>`;
const url = (loc: string, modified?: Date) => `<url><loc>${xmlText(loc)}</loc>${modified ? lastmod(modified) : ""}</url>`;
const jobEntries = (publicUrl: string, jobs: JobRow[]) => jobs.map((job) => url(jobUrl(publicUrl, job.id), job.updatedAt));

/** The active jobs cut into files of `size`: each file's first id, size and newest update, in one pass over the index. */
function activeJobParts(db: Db, size: number) {
  return db.$queryRaw<Part[]>`
    SELECT min(id) AS "first", count(*)::int AS count, max("updatedAt") AS lastmod
    FROM (SELECT id, "updatedAt", (row_number() OVER (ORDER BY id) - 1) / ${size} AS part FROM "Vaga" WHERE "statusVaga" = 'ATIVA') jobs
    GROUP BY part ORDER BY part`;
}

/** Active jobs from id `from` (inclusive) to `to` (exclusive), at most `size`. */
function activeJobs(db: Db, from: string, to: string | null, size: number) {
  return db.$queryRaw<JobRow[]>`
    SELECT id, "updatedAt" FROM "Vaga"
    WHERE "statusVaga" = 'ATIVA' AND id >= ${from} ${to === null ? Prisma.empty : Prisma.sql`AND id < ${to}`}
    ORDER BY id LIMIT ${size}`;
}

/** /sitemap.xml: one urlset while everything fits in a file, else the index of the files. */
export async function sitemap(db: Db, publicUrl: string, size: number): Promise<string> {
  const parts = await activeJobParts(db, size);
  const total = parts.reduce((sum, part) => sum + part.count, 0);
  const newest = parts.reduce<Date | undefined>((max, part) => (max && max > part.lastmod ? max : part.lastmod), undefined);
  if (total + staticPages.length <= size) {
    const jobs = total ? await activeJobs(db, "", null, size) : [];
    return document(urlsetOpen, [...pageEntries(publicUrl, newest), ...jobEntries(publicUrl, jobs)], "</urlset>");
  }
  const files = parts.map((part, i) => {
    const next = parts[i + 1]?.first;
    const query = new URLSearchParams(next === undefined ? { de: part.first } : { de: part.first, ate: next });
    return sitemapEntry(`${publicUrl}/sitemap-vagas.xml?${query}`, part.lastmod);
  });
  return document(indexOpen, [sitemapEntry(`${publicUrl}/sitemap-paginas.xml`), ...files], "</sitemapindex>");
}

/** /sitemap-paginas.xml: the public pages, when the jobs have files of their own. */
export const pagesSitemap = (publicUrl: string) => document(urlsetOpen, pageEntries(publicUrl), "</urlset>");

/** /sitemap-vagas.xml?de=&ate=: one file of the index. */
export async function jobsSitemap(db: Db, publicUrl: string, size: number, query: URLSearchParams): Promise<string> {
  const jobs = await activeJobs(db, query.get("de") ?? "", query.get("ate"), size);
  return document(urlsetOpen, jobEntries(publicUrl, jobs), "</urlset>");
}

/** The job search changes whenever a job does: its lastmod is the newest job's. */
const pageEntries = (publicUrl: string, newestJob?: Date) =>
  staticPages.map((path) => url(publicUrl + path, path === "/jobs" ? newestJob : undefined));

const sitemapEntry = (loc: string, modified?: Date) => `<sitemap><loc>${xmlText(loc)}</loc>${modified ? lastmod(modified) : ""}</sitemap>`;

const document = (open: string, entries: string[], close: string) => `${xmlDeclaration}\n${open}\n${entries.join("\n")}\n${close}\n`;
