import SchemaBuilder from "@pothos/core";
import ComplexityPlugin from "@pothos/plugin-complexity";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin, { resolveNodes } from "@pothos/plugin-relay";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import { isCandidate, isCompany, isSignedIn } from "../auth/policy.ts";
import { Prisma } from "../db/generated/prisma/client.ts";
import type PrismaTypes from "../db/generated/pothos-types.ts";
import { getDatamodel } from "../db/generated/pothos-types.ts";
import type { DomainContext } from "../domain/context.ts";
import { AuthenticationError, ForbiddenError, InvalidInputError } from "../domain/errors.ts";
import { complexityLimit, fieldComplexity } from "./limits.ts";

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
  plugins: [ErrorsPlugin, ScopeAuthPlugin, PrismaPlugin, RelayPlugin, ComplexityPlugin],
  complexity: {
    fieldComplexity,
    limit: complexityLimit,
    complexityError: (kind, result) =>
      new InvalidInputError([], `Consulta cara demais (${kind.toLowerCase()}: ${result[kind === "Complexity" ? "complexity" : kind === "Depth" ? "depth" : "breadth"]})`),
  },
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
    // Relay's contract: a node that does not exist is null, one id at a time, never an error for the whole answer.
    nodeQueryOptions: { resolve: (_root, { id }, _ctx, _info, resolveNode) => nullIfMissing(resolveNode(id)) },
    nodesQueryOptions: {
      // The callback Pothos hands us loads every id at once; one missing id would null the whole list.
      resolve: (_root, { ids }, ctx, info): Promise<unknown>[] =>
        ids.map((id) => nullIfMissing(resolveNodes(builder as never, ctx, info, [id]).then(([node]) => node))),
    },
  },
  errors: { defaultTypes: [] },
});

async function nullIfMissing(node: unknown): Promise<unknown> {
  try {
    return (await node) ?? null;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025") return null;
    throw error;
  }
}

builder.queryType({});
builder.mutationType({});
