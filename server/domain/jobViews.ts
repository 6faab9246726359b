import { isbot } from "isbot";
import type { DomainContext } from "./context.ts";
import { jobNotFound } from "./jobs.ts";

// Job page views for the companies' analytics (companyAnalytics.ts). The job
// page sends a beacon once per page view, so the count does not depend on how
// the page was served (the response cache, server-rendered HTML). A view only
// raises a counter per job and Brasília calendar day: no address, cookie, user
// or time of day is kept with it.

/** Crawlers and scripts name themselves in their User-Agent (isbot's list); a request without one is no browser either. */
const isCrawler = (userAgent: string) => userAgent.trim() === "" || isbot(userAgent);

/**
 * Counts a view of a job's page, unless it comes from a crawler, from the
 * company that published the job, or from a client past its budget of counted
 * views (server/limits/views.ts). Returns whether it was counted.
 */
export async function recordJobView(ctx: DomainContext, vagaId: string): Promise<boolean> {
  const vaga = await ctx.db.vaga.findUnique({ where: { id: vagaId }, select: { empresaId: true } });
  if (!vaga) throw jobNotFound();
  if (isCrawler(ctx.userAgent) || vaga.empresaId === ctx.viewer?.empresaId) return false;
  if (!(await withinBudget(ctx))) return false;
  // From the job's row, so a job deleted meanwhile is simply not counted.
  const counted = await ctx.db.$executeRaw`
    INSERT INTO "VisualizacaoVaga" ("vagaId", "dia", "quantidade")
    SELECT id, (now() AT TIME ZONE 'America/Sao_Paulo')::date, 1 FROM "Vaga" WHERE id = ${vagaId}
    ON CONFLICT ("vagaId", "dia") DO UPDATE SET "quantidade" = "VisualizacaoVaga"."quantidade" + 1`;
  return counted > 0;
}

async function withinBudget(ctx: DomainContext): Promise<boolean> {
  try {
    return await ctx.limits.views.count(ctx.clientIp);
  } catch (error) {
    // While the limits' store is away nothing is counted: an outage must not open the counts to scripts.
    ctx.log.warn({ err: error }, "view limit store failed; job view not counted");
    return false;
  }
}
