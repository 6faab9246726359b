import { takesApplications } from "../../shared/jobStatus.ts";
import { requireCandidate, requireCompany } from "../auth/policy.ts";
import { Prisma } from "../db/generated/prisma/client.ts";
import type { StatusInteresse } from "../db/generated/prisma/enums.ts";
import type { DomainContext } from "./context.ts";
import { ConflictError, InvalidInputError, NotFoundError } from "./errors.ts";
import { interestAnswered, interestNoticeSelect, interestReceived } from "./noticeDrafts.ts";
import { withNotices } from "./notifications.ts";
import { parseInput } from "./validate.ts";
import { interestSchema } from "../../shared/validation/interest.ts";

/**
 * A company shows interest in a candidate for one of its own active jobs,
 * once per (company, candidate, job): the unique index settles races.
 */
export async function sendInterest(ctx: DomainContext, input: unknown) {
  const { empresaId } = requireCompany(ctx.viewer);
  const data = parseInput(interestSchema, input);
  const vaga = await ctx.db.vaga.findUnique({ where: { id: data.vagaId }, select: { empresaId: true, statusVaga: true } });
  if (!vaga || vaga.empresaId !== empresaId) {
    throw new InvalidInputError([{ path: ["vagaId"], message: "Selecione uma das suas vagas" }]);
  }
  if (!takesApplications(vaga.statusVaga)) throw new InvalidInputError([{ path: ["vagaId"], message: "Selecione uma vaga ativa" }]);
  if (!(await ctx.db.candidato.findUnique({ where: { id: data.candidatoId }, select: { id: true } }))) {
    throw new NotFoundError("Perfil não encontrado");
  }
  try {
    return await withNotices(ctx, async (tx, notify) => {
      const interest = await tx.interesse.create({ data: { ...data, empresaId }, select: interestNoticeSelect });
      await notify(interestReceived(interest));
      return { id: interest.id };
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new ConflictError("Você já demonstrou interesse neste candidato para esta vaga");
    }
    throw error;
  }
}

/** The candidate answers a PENDENTE interest; a decided one cannot change again. */
export async function respondToInterest(ctx: DomainContext, id: string, answer: Extract<StatusInteresse, "ACEITO" | "RECUSADO">) {
  const { candidatoId } = requireCandidate(ctx.viewer);
  const answered = await withNotices(ctx, async (tx, notify) => {
    const { count } = await tx.interesse.updateMany({
      where: { id, candidatoId, status: "PENDENTE" },
      data: { status: answer, updatedAt: new Date() },
    });
    if (count === 1) await notify(interestAnswered(await tx.interesse.findUniqueOrThrow({ where: { id }, select: interestNoticeSelect }), answer === "ACEITO"));
    return count === 1;
  });
  if (answered) return { id };
  const found = await ctx.db.interesse.findUnique({ where: { id }, select: { candidatoId: true, status: true } });
  if (!found || found.candidatoId !== candidatoId) throw new NotFoundError("Interesse não encontrado");
  throw new ConflictError(found.status === "RECUSADO" ? "Esta oferta já foi recusada" : "Esta oferta já foi aceita");
}
