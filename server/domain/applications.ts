import * as v from "valibot";
import { requireCandidate } from "../auth/policy.ts";
import { Prisma } from "../db/generated/prisma/client.ts";
import type { StatusCandidatura, StatusVaga } from "../db/generated/prisma/enums.ts";
import type { DomainContext } from "./context.ts";
import { ConflictError } from "./errors.ts";
import { jobNotFound, jobWithCompany } from "./jobs.ts";
import { parseInput } from "./validate.ts";

/** Statuses that end an application: it no longer counts among the candidate's active ones. */
export const inactiveApplicationStatuses: readonly StatusCandidatura[] = ["REJEITADA", "REJEITADA_PELA_EMPRESA"];

export const applicationInclude = {
  vaga: { include: jobWithCompany },
  candidato: { select: { nomeCompleto: true } },
} as const;

/** The signed-in candidate's applications, newest first. */
export async function listCandidateApplications(ctx: DomainContext) {
  const { candidatoId } = requireCandidate(ctx.viewer);
  return ctx.db.candidatura.findMany({
    where: { candidatoId },
    orderBy: [{ dataCandidatura: "desc" }, { id: "desc" }],
    include: applicationInclude,
  });
}

const applySchema = v.object({
  vagaId: v.pipe(v.string("Vaga obrigatória"), v.nonEmpty("Vaga obrigatória")),
  cartaApresentacao: v.pipe(
    v.nullish(v.string(), ""),
    v.string(),
    v.trim(),
    v.maxLength(5_000, "Use no máximo 5.000 caracteres"),
    v.transform((text) => (text === "" ? null : text)),
  ),
  // Clients may echo the initial status (the spec's payload does); nothing else.
  statusCandidatura: v.optional(v.literal("ENVIADA", "Uma candidatura começa sempre como ENVIADA")),
});

export const alreadyApplied = () => new ConflictError("Você já se candidatou a esta vaga anteriormente.");

/**
 * Applies the signed-in candidate to an ATIVA job, once. The job row is read
 * FOR SHARE so a pause or close cannot slip in between the check and the
 * insert; the unique (candidatoId, vagaId) index refuses a second application
 * even when requests race.
 */
export async function applyToJob(ctx: DomainContext, input: unknown) {
  const { candidatoId } = requireCandidate(ctx.viewer);
  const { vagaId, cartaApresentacao } = parseInput(applySchema, input);
  return ctx.db.$transaction(async (tx) => {
    const [vaga] = await tx.$queryRaw<{ status: StatusVaga; prazo: string | null }[]>`
      SELECT "statusVaga"::text AS status, to_char("prazoCandidatura", 'YYYY-MM-DD') AS prazo
      FROM "Vaga" WHERE id = ${vagaId} FOR SHARE`;
    if (!vaga) throw jobNotFound();
    if (vaga.status !== "ATIVA") throw new ConflictError("Esta vaga não está recebendo candidaturas no momento");
    if (vaga.prazo && vaga.prazo < todayInBrazil()) throw new ConflictError("O prazo de candidatura desta vaga terminou");
    try {
      return await tx.candidatura.create({ data: { vagaId, candidatoId, cartaApresentacao }, select: { id: true } });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw alreadyApplied();
      throw error;
    }
  });
}

/** The calendar date in Brasília time: a deadline lasts until the end of its day there. */
const todayInBrazil = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
