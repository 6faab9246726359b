import { deviceCookieName, serializeDeviceCookie } from "../auth/cookies.ts";
import { deviceDays, forgetDevices, trustDevice, trustedDevice } from "../auth/devices.ts";
import { hasherBusy } from "../auth/password.ts";
import { requireSignedIn } from "../auth/policy.ts";
import { sessionUserSelect, toSessionUser, type SessionUser } from "../auth/sessions.ts";
import { Prisma } from "../db/generated/prisma/client.ts";
import type { LoginAttempt, LoginTicket } from "../limits/accounts.ts";
import type { DomainContext } from "./context.ts";
import { AuthenticationError, InvalidInputError, RateLimitedError, UnavailableError } from "./errors.ts";
import { parseInput } from "./validate.ts";
import { loginSchema, registerCandidateSchema, registerCompanySchema } from "../../shared/validation/auth.ts";
import { commonPasswordError } from "../../shared/validation/commonPasswords.ts";
import { legalTextsVersion } from "../../shared/legalTexts.ts";

/** The sign-up form says that creating the account accepts the texts in force: the account records which, and when. */
const acceptance = { aceitesTermos: { create: { versao: legalTextsVersion } } };

const emailTaken = () => new InvalidInputError([{ path: ["email"], message: "Este email já está cadastrado" }]);
const cnpjTaken = () => new InvalidInputError([{ path: ["cnpj"], message: "Este CNPJ já está cadastrado" }]);

/** Turns a unique-constraint race (two sign-ups at once) into the same message as the pre-check. */
function uniqueViolation(error: unknown): InvalidInputError | undefined {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") return undefined;
  const target = JSON.stringify(error.meta ?? {});
  return target.includes("cnpj") ? cnpjTaken() : emailTaken();
}

async function ensureEmailFree(ctx: DomainContext, email: string) {
  if (await ctx.db.user.findUnique({ where: { email }, select: { id: true } })) throw emailTaken();
}

/**
 * What every sign-up passes before anything is looked up or hashed: a password
 * attackers would not guess first, and this client's sign-up budget. Counted
 * even when the e-mail turns out taken, so sign-up cannot be used to test
 * which e-mails have accounts.
 */
async function admitSignUp(ctx: DomainContext, password: string): Promise<void> {
  const weak = commonPasswordError(password);
  if (weak) throw new InvalidInputError([weak]);
  if (ctx.passwords.saturated()) throw hasherBusy();
  let refusal: Awaited<ReturnType<typeof ctx.limits.accounts.signUp>>;
  try {
    refusal = await ctx.limits.accounts.signUp(ctx.clientIp);
  } catch (error) {
    // Unlike login, sign-up stays open: the hasher's queue still bounds the work, and a few extra accounts harm less than turning newcomers away.
    ctx.log.error({ err: error }, "registration limits unavailable; sign-up let through");
    return;
  }
  if (refusal) throw new RateLimitedError("Muitos cadastros a partir desta rede. Tente novamente mais tarde.", refusal);
}

/** Signs the user in here, and trusts this browser for the account from now on. */
export async function signIn(ctx: DomainContext, user: SessionUser): Promise<void> {
  const token = await trustDevice(ctx.db, user.id, ctx.cookies.get(deviceCookieName));
  ctx.cookies.set(serializeDeviceCookie(token, { maxAgeSeconds: deviceDays * 86_400, secure: ctx.cookies.secure }));
  await ctx.startSession(user);
}

export async function registerCandidate(ctx: DomainContext, input: unknown): Promise<SessionUser> {
  const data = parseInput(registerCandidateSchema, input);
  await admitSignUp(ctx, data.password);
  await ensureEmailFree(ctx, data.email);
  const user = await ctx.db.user
    .create({
      data: {
        email: data.email,
        passwordHash: await ctx.passwords.hash(data.password),
        userType: "CANDIDATO",
        ...acceptance,
        candidato: { create: { nomeCompleto: data.nomeCompleto } },
      },
      select: sessionUserSelect,
    })
    .then(toSessionUser, (error: unknown) => {
      throw uniqueViolation(error) ?? error;
    });
  await signIn(ctx, user);
  return user;
}

export async function registerCompany(ctx: DomainContext, input: unknown): Promise<SessionUser> {
  const data = parseInput(registerCompanySchema, input);
  await admitSignUp(ctx, data.password);
  await ensureEmailFree(ctx, data.email);
  if (await ctx.db.empresa.findUnique({ where: { cnpj: data.cnpj }, select: { id: true } })) throw cnpjTaken();
  const user = await ctx.db.user
    .create({
      data: {
        email: data.email,
        passwordHash: await ctx.passwords.hash(data.password),
        userType: "EMPRESA",
        ...acceptance,
        empresa: {
          create: { nomeEmpresa: data.nomeEmpresa, cnpj: data.cnpj, nomeResponsavel: data.nomeResponsavel },
        },
      },
      select: sessionUserSelect,
    })
    .then(toSessionUser, (error: unknown) => {
      throw uniqueViolation(error) ?? error;
    });
  await signIn(ctx, user);
  return user;
}

/**
 * Spends one login attempt from the shared limits. When their store (Redis,
 * and the database behind it) cannot be reached, sign-in is refused (503)
 * rather than let through: the limits are all that stands between a guesser
 * and the passwords, and an outage (perhaps one the guesser caused) must not
 * open the door. Signed-in people keep their sessions meanwhile.
 */
export async function spendLoginAttempt(ctx: DomainContext, attempt: LoginAttempt): Promise<LoginTicket> {
  let outcome: Awaited<ReturnType<typeof ctx.limits.accounts.login>>;
  try {
    outcome = await ctx.limits.accounts.login(attempt);
  } catch (error) {
    ctx.log.error({ err: error }, "login limits unavailable; sign-in refused");
    throw new UnavailableError("Não foi possível entrar agora. Tente novamente em instantes.", { retryAfterSeconds: 30 });
  }
  if ("retryAfterSeconds" in outcome) {
    throw new RateLimitedError("Muitas tentativas de login. Aguarde alguns minutos e tente novamente.", outcome);
  }
  return outcome;
}

export async function login(ctx: DomainContext, input: unknown): Promise<SessionUser> {
  const data = parseInput(loginSchema, input);
  // A flood of guesses is answered at once, before it costs the limits' store or the database anything.
  if (ctx.passwords.saturated()) throw hasherBusy();
  const found = await ctx.db.user.findUnique({
    where: { email: data.email },
    select: { ...sessionUserSelect, passwordHash: true },
  });
  const deviceId = found ? await trustedDevice(ctx.db, found.id, ctx.cookies.get(deviceCookieName)) : undefined;
  const ticket = await spendLoginAttempt(ctx, { email: data.email, clientIp: ctx.clientIp, deviceId });
  // Verify even for unknown emails so timing does not reveal which accounts exist.
  const valid = await ctx.passwords.verify(data.password, found?.passwordHash);
  if (!found || !valid) throw new AuthenticationError("Email ou senha incorretos");
  // Forgetting the misses is bookkeeping: if the store fails now, they expire with their window anyway.
  await ticket.succeeded().catch((error: unknown) => ctx.log.error({ err: error }, "login limits unavailable; misses left counted"));
  const user = toSessionUser(found);
  await signIn(ctx, user);
  return user;
}

export async function logout(ctx: DomainContext): Promise<void> {
  await ctx.endSession();
}

/**
 * Ends every session of the viewer, on every device, and forgets the browsers
 * trusted for sign-in: whoever prompted this may hold one of them.
 */
export async function logoutEverywhere(ctx: DomainContext): Promise<void> {
  const viewer = requireSignedIn(ctx.viewer);
  await ctx.db.session.deleteMany({ where: { userId: viewer.id } });
  await forgetDevices(ctx.db, viewer.id);
  await ctx.endSession();
}
