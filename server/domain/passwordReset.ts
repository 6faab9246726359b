import { createHash, randomBytes } from "node:crypto";
import { hasherBusy } from "../auth/password.ts";
import { sessionUserSelect, toSessionUser, type SessionUser } from "../auth/sessions.ts";
import { renderEmail } from "../email/layout.ts";
import { queueEmail } from "../email/outbox.ts";
import { passwordResetRequestSchema, passwordResetSchema } from "../../shared/validation/auth.ts";
import { commonPasswordError } from "../../shared/validation/commonPasswords.ts";
import { signIn } from "./accounts.ts";
import type { DomainContext } from "./context.ts";
import { InvalidInputError, RateLimitedError, UnavailableError } from "./errors.ts";
import { parseInput } from "./validate.ts";
import { emailKeys } from "../email/keys.ts";

// 'Esqueci minha senha': a single-use link, valid for an hour, e-mailed to the
// account's address. The answer to a request is the same whether or not the
// account exists; the database keeps only the SHA-256 of the link's token.

export const resetValidityMs = 60 * 60 * 1000;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const invalidLink = () => new InvalidInputError([{ path: ["token"], message: "Este link de recuperação é inválido ou expirou. Peça um novo." }]);

export async function requestPasswordReset(ctx: DomainContext, input: unknown): Promise<void> {
  const { email } = parseInput(passwordResetRequestSchema, input);
  let refusal: Awaited<ReturnType<typeof ctx.limits.accounts.passwordResetRequest>>;
  let allowed: boolean;
  try {
    refusal = await ctx.limits.accounts.passwordResetRequest(ctx.clientIp);
    allowed = !refusal && (await ctx.limits.accounts.passwordResetEmail(email));
  } catch (error) {
    ctx.log.error({ err: error }, "password reset limits unavailable; request refused");
    throw new UnavailableError("Não foi possível pedir o link agora. Tente novamente em instantes.", { retryAfterSeconds: 30 });
  }
  if (refusal) throw new RateLimitedError("Muitos pedidos de recuperação a partir desta rede. Tente novamente mais tarde.", refusal);
  // Past this account's hourly links, the answer stays the same: it must not tell whether the account exists.
  if (!allowed) return;
  const user = await ctx.db.user.findUnique({ where: { email }, select: { id: true, email: true } });
  if (!user) return;

  const token = randomBytes(32).toString("base64url");
  const id = hashToken(token);
  const { brand, publicUrl } = ctx.config;
  // In the fragment, the token never reaches a server's request log, ours or a proxy's.
  const url = `${publicUrl}/redefinir-senha#token=${token}`;
  const message = renderEmail({
    brand,
    publicUrl,
    subject: `Crie uma nova senha no ${brand}`,
    greeting: "Olá,",
    paragraphs: [
      `Recebemos um pedido para criar uma nova senha para a conta ${user.email} no ${brand}.`,
      "O link abaixo vale por 1 hora e só pode ser usado uma vez. Ao criar a nova senha, todas as sessões abertas da conta são encerradas.",
    ],
    action: { label: "Criar nova senha", url },
    footer: "Se você não pediu uma nova senha, ignore este e-mail: sua senha continua a mesma.",
  });
  await ctx.db.$transaction(async (tx) => {
    await tx.passwordReset.create({ data: { id, userId: user.id, expiresAt: new Date(Date.now() + resetValidityMs) } });
    await queueEmail(tx as never, { key: emailKeys.passwordReset(id), to: user.email, ...message });
  });
}

/** Sets the new password from a valid link, ends every session of the account, and signs this browser in. */
export async function resetPassword(ctx: DomainContext, input: unknown): Promise<SessionUser> {
  const { token, password } = parseInput(passwordResetSchema, input);
  const id = hashToken(token);
  const reset = await ctx.db.passwordReset.findUnique({ where: { id }, select: { userId: true, usedAt: true, expiresAt: true } });
  if (!reset || reset.usedAt || reset.expiresAt.getTime() <= Date.now()) throw invalidLink();
  const weak = commonPasswordError(password);
  if (weak) throw new InvalidInputError([weak]);
  if (ctx.passwords.saturated()) throw hasherBusy();
  const passwordHash = await ctx.passwords.hash(password);
  const user = await ctx.db.$transaction(async (tx) => {
    // Two tabs submitting the same link: only one uses it.
    const used = await tx.passwordReset.updateMany({ where: { id, usedAt: null }, data: { usedAt: new Date() } });
    if (used.count === 0) throw invalidLink();
    await tx.passwordReset.updateMany({ where: { userId: reset.userId, usedAt: null }, data: { usedAt: new Date() } });
    await tx.session.deleteMany({ where: { userId: reset.userId } });
    return tx.user.update({ where: { id: reset.userId }, data: { passwordHash }, select: sessionUserSelect });
  });
  const signedIn = toSessionUser(user);
  await signIn(ctx, signedIn);
  return signedIn;
}

/** Links a day past their hour are forgotten (hourly, with the other sweeps). */
export async function forgetExpiredResets(ctx: Pick<DomainContext, "db">): Promise<void> {
  await ctx.db.passwordReset.deleteMany({ where: { expiresAt: { lt: new Date(Date.now() - 86_400_000) } } });
}
