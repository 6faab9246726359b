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
// Only the index itself reads every active job's index entry, once.

const urlsetOpen = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';
const indexOpen = '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';

/** The public pages without a parameter: the landing page, the job search, the legal and contact pages. */
const staticPages = [...publicPagePaths].filter((path) => !path.includes("$"));

interface JobRow {
  id: string;
  updatedAt: Date;
}

const lastmod = (date: Date) => `<lastmod>${date.toISOString()}</lastmod>`;
const url = (loc: string, modified?: Date) => `<url><loc>${xmlText(loc)}</loc>${modified ? lastmod(modified) : ""}</url>`;
const jobEntries = (publicUrl: string, jobs: JobRow[]) => jobs.map((job) => url(jobUrl(publicUrl, job.id), job.updatedAt));

/**
 * The first id of each file of `size` active jobs. Each step skips a file's worth of entries in the
 * index (read once in all, without a heap access); a window over every job (row_number) took three times as long.
 */
function fileStarts(db: Db, size: number) {
  return db.$queryRaw<{ id: string }[]>`
    WITH RECURSIVE starts(id) AS (
      SELECT min(id) FROM "Vaga" WHERE "statusVaga" = 'ATIVA'
      UNION ALL
      SELECT (SELECT v.id FROM "Vaga" v WHERE v."statusVaga" = 'ATIVA' AND v.id >= starts.id ORDER BY v.id OFFSET ${size} LIMIT 1)
      FROM starts WHERE starts.id IS NOT NULL
    )
    SELECT id FROM starts WHERE id IS NOT NULL`;
}

/** Active jobs from id `from` (inclusive) to `to` (exclusive), at most `size`. */
function activeJobs(db: Db, from: string, to: string | null, size: number) {
  return db.$queryRaw<JobRow[]>`
    SELECT id, "updatedAt" FROM "Vaga"
    WHERE "statusVaga" = 'ATIVA' AND id >= ${from} ${to === null ? Prisma.empty : Prisma.sql`AND id < ${to}`}
    ORDER BY id LIMIT ${size}`;
}

/**
 * /sitemap.xml: one urlset while everything fits in a file (one statement), else the index of the files.
 * The index gives no lastmod for a job file: knowing it would mean reading every job's once more.
 */
export async function sitemap(db: Db, publicUrl: string, size: number): Promise<string> {
  const room = size - staticPages.length;
  const jobs = await activeJobs(db, "", null, room + 1);
  if (jobs.length <= room) {
    const newest = jobs.reduce<Date | undefined>((max, job) => (max && max > job.updatedAt ? max : job.updatedAt), undefined);
    return document(urlsetOpen, [...pageEntries(publicUrl, newest), ...jobEntries(publicUrl, jobs)], "</urlset>");
  }
  const starts = (await fileStarts(db, size)).map((row) => row.id);
  const files = starts.map((first, i) => {
    const next = starts[i + 1];
    const query = new URLSearchParams(next === undefined ? { de: first } : { de: first, ate: next });
    return sitemapEntry(`${publicUrl}/sitemap-vagas.xml?${query}`);
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

const sitemapEntry = (loc: string) => `<sitemap><loc>${xmlText(loc)}</loc></sitemap>`;

const document = (open: string, entries: string[], close: string) => `${xmlDeclaration}\n${open}\n${entries.join("\n")}\n${close}\n`;
