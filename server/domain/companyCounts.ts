import type { Db } from "../db/database.ts";

/** A company's dashboard tiles that count rows of other tables. */
export interface CompanyCounts {
  /** Jobs with status ATIVA. */
  activeJobs: number;
  /** Applications received across all of its jobs. */
  receivedApplications: number;
}

/**
 * Both tiles in one statement. Prisma's `_count` holds one count per relation in a selection, and the
 * dashboard's job list already counts all of the company's jobs there (its `totalCount`): the active
 * ones counted beside it would send the list to a statement of its own.
 */
export async function companyCounts(db: Db, empresaId: string): Promise<CompanyCounts> {
  const [counts] = await db.$queryRaw<CompanyCounts[]>`
    SELECT
      (SELECT count(*)::int FROM "Vaga" WHERE "empresaId" = ${empresaId} AND "statusVaga" = 'ATIVA') AS "activeJobs",
      (SELECT count(*)::int FROM "Candidatura" c JOIN "Vaga" v ON v.id = c."vagaId" WHERE v."empresaId" = ${empresaId}) AS "receivedApplications"`;
  return counts!;
}

const asked = new WeakMap<object, Map<string, Promise<CompanyCounts>>>();

/** The counts once per request (`request` is any object that lives as long as it), whichever tile asks first. */
export function companyCountsOnce(request: object, db: Db, empresaId: string): Promise<CompanyCounts> {
  const byCompany = asked.get(request) ?? new Map<string, Promise<CompanyCounts>>();
  asked.set(request, byCompany);
  const counts = byCompany.get(empresaId) ?? companyCounts(db, empresaId);
  byCompany.set(empresaId, counts);
  return counts;
}
