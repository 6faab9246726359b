import { sessionUserSelect, type SessionUser } from "../auth/sessions.ts";
import { UserType } from "../db/generated/prisma/enums.ts";
import * as accounts from "../domain/accounts.ts";
import { builder } from "./builder.ts";
import { AuthenticationError, InvalidInputError, RateLimitedError, UnavailableError } from "../domain/errors.ts";

builder.enumType(UserType, { name: "UserType" });

export const UserRef = builder.prismaObject("User", {
  description: "An account. Only its owner can read it (through `viewer`).",
  // Only the columns a query asks for: the password hash never leaves the database for a GraphQL answer.
  select: { id: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.exposeString("email"),
    userType: t.expose("userType", { type: UserType }),
    candidato: t.relation("candidato", { nullable: true }),
    empresa: t.relation("empresa", { nullable: true }),
  }),
});

/** A Prisma selection: columns read (true) and relations with their own selection. */
type Selection = { readonly [key: string]: true | { readonly select: Selection } };

/** Whether a query (`{ select }` and nothing else) asks for nothing beyond what `read` reads. */
function asksWithin(query: unknown, read: Selection): boolean {
  if (typeof query !== "object" || query === null) return false;
  const { select, ...rest } = query as { select?: Record<string, unknown> };
  if (!select || Object.keys(rest).length > 0) return false;
  return Object.entries(select).every(([key, value]) => {
    // Own keys only: a selection's key never reaches Object.prototype.
    const readKey = Object.hasOwn(read, key) ? read[key] : undefined;
    return readKey === true ? value === true : readKey !== undefined && asksWithin(value, readKey.select);
  });
}

/**
 * The viewer as the session lookup already read it (sessionUserSelect), when the query asks for nothing more (a
 * company's applications screen needs only its company's id): one statement fewer on the screens that start there.
 */
function viewerFromSession(query: Record<string, unknown>, viewer: SessionUser) {
  if (!asksWithin(query, sessionUserSelect)) return null;
  const { id, email, userType, candidatoId, empresaId } = viewer;
  return { id, email, userType, candidato: candidatoId ? { id: candidatoId } : null, empresa: empresaId ? { id: empresaId } : null };
}

builder.queryField("viewer", (t) =>
  t.prismaField({
    type: "User",
    nullable: true,
    description: "The signed-in user, or null for visitors.",
    resolve: (query, _root, _args, ctx) => {
      // Read even for visitors, who have no row to load it from: Pothos counts an unread selection as a forgotten one.
      const selection = { ...query };
      if (!ctx.viewer) return null;
      // The selection is what Pothos asked for, and the session's columns are those of the same row.
      const fromSession = viewerFromSession(selection, ctx.viewer) as Awaited<ReturnType<typeof ctx.db.user.findUnique>>;
      return fromSession ?? ctx.db.user.findUnique({ ...selection, where: { id: ctx.viewer.id } });
    },
  }),
);

const LoginInput = builder.inputType("LoginInput", {
  fields: (t) => ({ email: t.string(), password: t.string() }),
});

const RegisterCandidateInput = builder.inputType("RegisterCandidateInput", {
  fields: (t) => ({ nomeCompleto: t.string(), email: t.string(), password: t.string() }),
});

const RegisterCompanyInput = builder.inputType("RegisterCompanyInput", {
  fields: (t) => ({
    nomeEmpresa: t.string(),
    cnpj: t.string(),
    nomeResponsavel: t.string(),
    email: t.string(),
    password: t.string(),
  }),
});

// Every mutation that hashes a password can meet a busy hasher (UnavailableError) or a spent budget (RateLimitedError).
builder.mutationFields((t) => ({
  login: t.field({
    type: UserRef,
    errors: { types: [InvalidInputError, AuthenticationError, RateLimitedError, UnavailableError] },
    args: { input: t.arg({ type: LoginInput }) },
    resolve: async (_root, { input }, ctx) => ctx.db.user.findUniqueOrThrow({ where: { id: (await accounts.login(ctx, input)).id } }),
  }),
  registerCandidate: t.field({
    type: UserRef,
    errors: { types: [InvalidInputError, RateLimitedError, UnavailableError] },
    args: { input: t.arg({ type: RegisterCandidateInput }) },
    resolve: async (_root, { input }, ctx) =>
      ctx.db.user.findUniqueOrThrow({ where: { id: (await accounts.registerCandidate(ctx, input)).id } }),
  }),
  registerCompany: t.field({
    type: UserRef,
    errors: { types: [InvalidInputError, RateLimitedError, UnavailableError] },
    args: { input: t.arg({ type: RegisterCompanyInput }) },
    resolve: async (_root, { input }, ctx) =>
      ctx.db.user.findUniqueOrThrow({ where: { id: (await accounts.registerCompany(ctx, input)).id } }),
  }),
  logout: t.boolean({
    description: "Ends the current session on the server. True when done (also when nobody was signed in).",
    resolve: async (_root, _args, ctx) => {
      await accounts.logout(ctx);
      return true;
    },
  }),
  logoutEverywhere: t.boolean({
    nullable: true,
    authScopes: { signedIn: true },
    description: "Ends every session of the signed-in user, on every device, and forgets the browsers trusted for sign-in.",
    resolve: async (_root, _args, ctx) => {
      await accounts.logoutEverywhere(ctx);
      return true;
    },
  }),
}));
