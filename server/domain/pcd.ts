import { requireCandidate } from "../auth/policy.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { pcdDeclarationSchema } from "../../shared/validation/pcd.ts";
import type { DomainContext } from "./context.ts";
import { parseInput } from "./validate.ts";

// A candidate's declaration of disability (PcD), sensitive personal data under
// LGPD art. 11: kept only with its own consent, whose text version and time the
// row records, and deleted the moment the consent is withdrawn.

/**
 * Who may read a candidate's declaration: the candidate, and a company on an application the
 * candidate made to one of its jobs. Nowhere else (candidate search, a profile opened from it, the
 * partner API): the schema offers it only on the owner's profile and on an application, and both
 * ask this.
 */
export function mayReadPcdDeclaration(viewer: SessionUser | null, owner: { candidatoId: string; applicationCompanyId?: string }): boolean {
  if (!viewer) return false;
  if (viewer.candidatoId && viewer.candidatoId === owner.candidatoId) return true;
  return Boolean(owner.applicationCompanyId && viewer.empresaId === owner.applicationCompanyId);
}

/** Saves the signed-in candidate's declaration with the consent just given (its time and text version). */
export async function savePcdDeclaration(ctx: DomainContext, input: unknown) {
  const { candidatoId } = requireCandidate(ctx.viewer);
  const { tipos, adaptacoes, versaoConsentimento } = parseInput(pcdDeclarationSchema, input);
  const data = { tipos, adaptacoes, consentimentoVersao: versaoConsentimento, consentidoEm: new Date() };
  await ctx.db.declaracaoPcd.upsert({ where: { candidatoId }, create: { candidatoId, ...data }, update: data });
  return { candidatoId };
}

/** Withdraws the consent: the declaration is deleted at once. Withdrawing twice is harmless. */
export async function withdrawPcdConsent(ctx: DomainContext) {
  const { candidatoId } = requireCandidate(ctx.viewer);
  await ctx.db.declaracaoPcd.deleteMany({ where: { candidatoId } });
  return { candidatoId };
}
