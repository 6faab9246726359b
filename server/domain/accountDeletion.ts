import { noticeKindsFor } from "../../shared/noticeKinds.ts";
import { deleteAccountSchema } from "../../shared/validation/account.ts";
import { deviceCookieName } from "../auth/cookies.ts";
import { trustedDevice } from "../auth/devices.ts";
import { hasherBusy } from "../auth/password.ts";
import { requireSignedIn } from "../auth/policy.ts";
import type { SessionUser } from "../auth/sessions.ts";
import type { Db } from "../db/database.ts";
import { spendLoginAttempt } from "./accounts.ts";
import type { DomainContext } from "./context.ts";
import { InvalidInputError, NotFoundError } from "./errors.ts";
import { parseInput } from "./validate.ts";
import { emailKeys } from "../email/keys.ts";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/** A company's jobs go this many at a time, each batch a statement well inside the statement timeout. */
const jobBatch = 100;

/**
 * 'Excluir minha conta' (LGPD art. 18, VI): after the password, the account and
 * everything that names the person go at once. Deleting the user cascades to
 * the profile, its sections, sessions, trusted browsers, notices, preferences,
 * consents, alerts, saved jobs, interests and profile views (see
 * prisma/schema.prisma). What the cascade cannot reach is erased here: the
 * photo or logo, the e-mails in the outbox, and what companies hold about a
 * candidate (their notices and e-mails naming them, the cover letters). The
 * companies keep each application, with its status and history, as
 * 'Candidato removido'. A company's jobs go as a job delete does.
 */
export async function deleteAccount(ctx: DomainContext, input: unknown): Promise<void> {
  const viewer = requireSignedIn(ctx.viewer);
  const { senha } = parseInput(deleteAccountSchema, input);
  await confirmPassword(ctx, viewer, senha);
  // Before the one transaction, so a company with many jobs never makes it outlast the timeouts; a failure later leaves the account to delete again.
  if (viewer.empresaId) await deleteJobs(ctx.db, viewer.empresaId);
  await ctx.db.$transaction(
    async (tx) => {
      const { candidato, empresa } = await lockAccount(tx, viewer.id);
      if (candidato) await eraseCandidate(tx, candidato);
      if (empresa) await eraseCompany(tx, empresa.id);
      await tx.user.delete({ where: { id: viewer.id }, select: { id: true } });
      // After the user: an e-mail queued meanwhile (a digest) waited on the rows deleted above, and is here now.
      await tx.email.deleteMany({ where: { to: viewer.email } });
      const imageId = candidato?.fotoId ?? empresa?.logoId;
      if (imageId) await tx.image.deleteMany({ where: { id: imageId } });
    },
    { timeout: 30_000 },
  );
  ctx.log.info({ userId: viewer.id, userType: viewer.userType }, "account deleted by its owner");
  // The words of the company's jobs (a recruiter's name, a phone number) go within seconds, in a sweep beside the answer,
  // rather than at the hourly sweep (which still takes them if this process stops first or job writes hold the words).
  if (viewer.empresaId) void ctx.searchWords.sweep();
  await ctx.endSession();
}

/** The same guard as sign-in: the attempts count against the account's login limits, so a stolen session cannot guess the password here. */
async function confirmPassword(ctx: DomainContext, viewer: SessionUser, senha: string) {
  if (ctx.passwords.saturated()) throw hasherBusy();
  const account = await ctx.db.user.findUnique({ where: { id: viewer.id }, select: { passwordHash: true } });
  if (!account) throw new NotFoundError("Conta não encontrada");
  const deviceId = await trustedDevice(ctx.db, viewer.id, ctx.cookies.get(deviceCookieName));
  const ticket = await spendLoginAttempt(ctx, { email: viewer.email, clientIp: ctx.clientIp, deviceId });
  if (!(await ctx.passwords.verify(senha, account.passwordHash))) throw new InvalidInputError([{ path: ["senha"], message: "Senha incorreta" }]);
  await ticket.succeeded().catch((error: unknown) => ctx.log.error({ err: error }, "login limits unavailable; misses left counted"));
}

/**
 * Locks what others write beside: the alerts first, in the order the alert sweep locks them (so the
 * two never wait on each other in a circle), then the account and its profile, so an application, a
 * notice or an e-mail about the person cannot be written while they go.
 */
async function lockAccount(tx: Tx, userId: string) {
  await tx.$queryRaw`SELECT a.id FROM "AlertaVaga" a JOIN "Candidato" c ON c.id = a."candidatoId" WHERE c."userId" = ${userId} ORDER BY a.id FOR UPDATE OF a`;
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
  await tx.$queryRaw`SELECT id FROM "Candidato" WHERE "userId" = ${userId} FOR UPDATE`;
  await tx.$queryRaw`SELECT id FROM "Empresa" WHERE "userId" = ${userId} FOR UPDATE`;
  const account = await tx.user.findUnique({
    where: { id: userId },
    select: { candidato: { select: { id: true, fotoId: true, nomeCompleto: true } }, empresa: { select: { id: true, logoId: true } } },
  });
  if (!account) throw new NotFoundError("Conta não encontrada");
  return account;
}

/** Notices to companies that name a candidate (an application, a withdrawal, an answer to an interest). */
const noticesNamingCandidates = noticeKindsFor("EMPRESA");

/** What companies hold about the candidate, beyond the cascade: their letters, and the notices and e-mails naming them. */
async function eraseCandidate(tx: Tx, { id, nomeCompleto }: { id: string; nomeCompleto: string }) {
  // Raw: the letter's erasure is no change of status, which the application's updatedAt tells.
  await tx.$executeRaw`UPDATE "Candidatura" SET "cartaApresentacao" = NULL WHERE "candidatoId" = ${id}`;
  const notices = await tx.notificacao.findMany({
    where: {
      OR: [
        { sobreCandidatoId: id },
        // Made before notices were linked to their candidate: known by the name their title starts with.
        { sobreCandidatoId: null, tipo: { in: noticesNamingCandidates }, titulo: { startsWith: `${nomeCompleto} ` } },
      ],
    },
    select: { id: true, userId: true },
  });
  await tx.email.deleteMany({ where: { key: { in: notices.map((notice) => emailKeys.notice(notice.id)) } } });
  // A company's daily digest lists its notices' titles: those naming the candidate go too.
  const companies = [...new Set(notices.map((notice) => notice.userId))];
  if (companies.length > 0) {
    await tx.email.deleteMany({ where: { OR: companies.map((userId) => ({ key: { startsWith: emailKeys.digestsOf(userId) } })), text: { contains: nomeCompleto } } });
  }
  await tx.notificacao.deleteMany({ where: { id: { in: notices.map((notice) => notice.id) } } });
}

/** Any job published since the batches went, then the company itself, through its model so caches of public pages see it go. */
async function eraseCompany(tx: Tx, empresaId: string) {
  await tx.vaga.deleteMany({ where: { empresaId } });
  await tx.empresa.delete({ where: { id: empresaId }, select: { id: true } });
}

/** The company's jobs, in batches, through the job model (caches and partners, through VagaRemovida, see them go). */
async function deleteJobs(db: Db, empresaId: string) {
  for (;;) {
    const batch = await db.vaga.findMany({ where: { empresaId }, select: { id: true }, take: jobBatch });
    if (batch.length === 0) return;
    await db.vaga.deleteMany({ where: { id: { in: batch.map((job) => job.id) } } });
  }
}
