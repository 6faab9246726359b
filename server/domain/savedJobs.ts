import { requireCandidate } from "../auth/policy.ts";
import { Prisma } from "../db/generated/prisma/client.ts";
import type { DomainContext } from "./context.ts";
import { jobNotFound } from "./jobs.ts";

// A candidate's saved jobs: bookmarks of any job, whatever its status, that only
// the candidate sees. Saving twice or removing what is not saved changes
// nothing, so a double click or two open tabs never turn into an error.

/** Saves a job for the signed-in candidate; a job saved already keeps its first date. */
export async function saveJob(ctx: DomainContext, vagaId: string) {
  const { candidatoId } = requireCandidate(ctx.viewer);
  try {
    // ON CONFLICT DO NOTHING: one statement, and concurrent saves settle on the unique pair.
    await ctx.db.vagaSalva.createMany({ data: [{ candidatoId, vagaId }], skipDuplicates: true });
  } catch (error) {
    // The foreign key: the job does not exist (or was deleted a moment ago).
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2003") throw jobNotFound();
    throw error;
  }
}

/** Removes a job from the signed-in candidate's saved jobs, if it is there. */
export async function unsaveJob(ctx: DomainContext, vagaId: string) {
  const { candidatoId } = requireCandidate(ctx.viewer);
  await ctx.db.vagaSalva.deleteMany({ where: { candidatoId, vagaId } });
}

/** The list's order, newest first; the id settles saves of the same instant. */
export const savedJobsOrder = [{ createdAt: "desc" as const }, { id: "desc" as const }];
