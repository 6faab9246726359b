import { requireCompany } from "../auth/policy.ts";
import { todayInBrazil } from "./applications.ts";
import type { DomainContext } from "./context.ts";
import { NotFoundError } from "./errors.ts";
import { profileViewed } from "./noticeDrafts.ts";
import { withNotices } from "./notifications.ts";

/**
 * A company opened a candidate's profile: recorded once per company and day
 * (Brasília time), for the candidate's 'Quem viu meu perfil', and told to the
 * candidate as a notice, also once.
 */
export async function recordProfileView(ctx: DomainContext, candidatoId: string): Promise<void> {
  const { empresaId } = requireCompany(ctx.viewer);
  await withNotices(ctx, async (tx, notify) => {
    const [candidato, empresa] = await Promise.all([
      tx.candidato.findUnique({ where: { id: candidatoId }, select: { id: true, userId: true } }),
      tx.empresa.findUniqueOrThrow({ where: { id: empresaId }, select: { id: true, nomeEmpresa: true } }),
    ]);
    if (!candidato) throw new NotFoundError("Perfil não encontrado");
    const day = todayInBrazil();
    await tx.visualizacaoPerfil.createMany({ data: [{ candidatoId, empresaId, nomeEmpresa: empresa.nomeEmpresa, dia: new Date(`${day}T00:00:00Z`) }], skipDuplicates: true });
    await notify(profileViewed(candidato, empresa, day));
  });
}
