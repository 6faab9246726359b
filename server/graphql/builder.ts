import SchemaBuilder from "@pothos/core";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import { isCandidate, isCompany, isSignedIn } from "../auth/policy.ts";
import type PrismaTypes from "../db/generated/pothos-types.ts";
import { getDatamodel } from "../db/generated/pothos-types.ts";
import type { DomainContext } from "../domain/context.ts";
import { AuthenticationError, ForbiddenError } from "../domain/errors.ts";

export type GraphQLContext = DomainContext;

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: {
    signedIn: boolean;
    candidato: boolean;
    empresa: boolean;
    /** The viewer is the company with this id. */
    empresaOwner: string;
    /** The viewer is the candidate with this id. */
    candidatoOwner: string;
  };
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    /** A calendar date, YYYY-MM-DD. */
    Date: { Input: string; Output: Date };
    File: { Input: File; Output: never };
  };
}>({
  // Errors first so that a refused scope surfaces as a typed error in mutation results.
  plugins: [ErrorsPlugin, ScopeAuthPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  scopeAuth: {
    authScopes: (ctx) => ({
      signedIn: isSignedIn(ctx.viewer),
      candidato: isCandidate(ctx.viewer),
      empresa: isCompany(ctx.viewer),
      empresaOwner: (empresaId) => ctx.viewer?.empresaId === empresaId,
      candidatoOwner: (candidatoId) => ctx.viewer?.candidatoId === candidatoId,
    }),
    unauthorizedError: (_parent, ctx) => (ctx.viewer ? new ForbiddenError() : new AuthenticationError()),
  },
  prisma: {
    client: (ctx) => ctx.db,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === "production" ? null : "error",
  },
  relay: {
    clientMutationId: "omit",
    cursorType: "String",
  },
  errors: { defaultTypes: [] },
});

builder.queryType({});
builder.mutationType({});
