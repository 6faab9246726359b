import { hashPassword, unknownUserHash, verifyPassword } from "../auth/password.ts";
import { sessionUserSelect, toSessionUser, type SessionUser } from "../auth/sessions.ts";
import { Prisma } from "../db/generated/prisma/client.ts";
import type { DomainContext } from "./context.ts";
import { clearLoginFailures, isLoginBlocked, recordLoginFailure } from "../auth/loginThrottle.ts";
import { AuthenticationError, InvalidInputError, RateLimitedError } from "./errors.ts";
import { parseInput } from "./validate.ts";
import { loginSchema, registerCandidateSchema, registerCompanySchema } from "./validation/auth.ts";

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

export async function registerCandidate(ctx: DomainContext, input: unknown): Promise<SessionUser> {
  const data = parseInput(registerCandidateSchema, input);
  await ensureEmailFree(ctx, data.email);
  const user = await ctx.db.user
    .create({
      data: {
        email: data.email,
        passwordHash: await hashPassword(data.password),
        userType: "CANDIDATO",
        candidato: { create: { nomeCompleto: data.nomeCompleto } },
      },
      select: sessionUserSelect,
    })
    .then(toSessionUser, (error: unknown) => {
      throw uniqueViolation(error) ?? error;
    });
  await ctx.startSession(user);
  return user;
}

export async function registerCompany(ctx: DomainContext, input: unknown): Promise<SessionUser> {
  const data = parseInput(registerCompanySchema, input);
  await ensureEmailFree(ctx, data.email);
  if (await ctx.db.empresa.findUnique({ where: { cnpj: data.cnpj }, select: { id: true } })) throw cnpjTaken();
  const user = await ctx.db.user
    .create({
      data: {
        email: data.email,
        passwordHash: await hashPassword(data.password),
        userType: "EMPRESA",
        empresa: {
          create: { nomeEmpresa: data.nomeEmpresa, cnpj: data.cnpj, nomeResponsavel: data.nomeResponsavel },
        },
      },
      select: sessionUserSelect,
    })
    .then(toSessionUser, (error: unknown) => {
      throw uniqueViolation(error) ?? error;
    });
  await ctx.startSession(user);
  return user;
}

export async function login(ctx: DomainContext, input: unknown): Promise<SessionUser> {
  const data = parseInput(loginSchema, input);
  if (isLoginBlocked(data.email)) {
    throw new RateLimitedError("Muitas tentativas de login. Aguarde alguns minutos e tente novamente.");
  }
  const found = await ctx.db.user.findUnique({
    where: { email: data.email },
    select: { ...sessionUserSelect, passwordHash: true },
  });
  // Verify even for unknown emails so timing does not reveal which accounts exist.
  const valid = await verifyPassword(data.password, found?.passwordHash ?? (await unknownUserHash));
  if (!found || !valid) {
    recordLoginFailure(data.email);
    throw new AuthenticationError("Email ou senha incorretos");
  }
  clearLoginFailures(data.email);
  const user = toSessionUser(found);
  await ctx.startSession(user);
  return user;
}

export async function logout(ctx: DomainContext): Promise<void> {
  await ctx.endSession();
}
