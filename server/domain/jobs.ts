import { requireCompany } from "../auth/policy.ts";
import type { DomainContext } from "./context.ts";

/** The company that the signed-in company user owns; every company-only rule starts here. */
export async function viewerCompanyId(ctx: DomainContext): Promise<string> {
  const user = requireCompany(ctx.viewer);
  const empresa = await ctx.db.empresa.findUniqueOrThrow({ where: { userId: user.id }, select: { id: true } });
  return empresa.id;
}

export const jobWithCompany = {
  empresa: { select: { nomeEmpresa: true, logoId: true } },
} as const;

/** All of the signed-in company's jobs, newest first, whatever their status. */
export async function listCompanyJobs(ctx: DomainContext) {
  const empresaId = await viewerCompanyId(ctx);
  return ctx.db.vaga.findMany({
    where: { empresaId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: { ...jobWithCompany, _count: { select: { candidaturas: true } } },
  });
}
