import SchemaBuilder from "@pothos/core";
import ComplexityPlugin from "@pothos/plugin-complexity";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin, { resolveNodes } from "@pothos/plugin-relay";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import SubGraphPlugin from "@pothos/plugin-sub-graph";
import { isCandidate, isCompany, isSignedIn } from "../auth/policy.ts";
import { Prisma } from "../db/generated/prisma/client.ts";
import type PrismaTypes from "../db/generated/pothos-types.ts";
import { getDatamodel } from "../db/generated/pothos-types.ts";
import type { DomainContext } from "../domain/context.ts";
import { AuthenticationError, ForbiddenError, InvalidInputError } from "../domain/errors.ts";
import { complexityLimit, fieldComplexity } from "./limits.ts";

export type GraphQLContext = DomainContext;

/** Marks a type or field as part of the partners' public schema. */
export const inPublicApi: "Public"[] = ["Public"];

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
    /** The viewer is the user (account) with this id. */
    userOwner: string;
  };
  /** Public: what partner keys read (schema.public.graphql). A type or field is in it only when it says so. */
  SubGraphs: "Public";
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    /** A calendar date, YYYY-MM-DD. */
    Date: { Input: string; Output: Date };
    File: { Input: File; Output: never };
    /** A JSON document, for the one answer that is a file's content (the personal data export). */
    JSONObject: { Input: never; Output: Record<string, unknown> };
  };
}>({
  // Errors first so that a refused scope surfaces as a typed error in mutation results.
  plugins: [SubGraphPlugin, ErrorsPlugin, ScopeAuthPlugin, PrismaPlugin, RelayPlugin, ComplexityPlugin],
  subGraphs: { defaultForTypes: [], fieldsInheritFromTypes: false },
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
      userOwner: (userId) => ctx.viewer?.id === userId,
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
    nodeTypeOptions: { subGraphs: inPublicApi, description: "Um objeto com identificador global, que `node` e `nodes` buscam." },
    idFieldOptions: { subGraphs: inPublicApi, description: "Identificador global e opaco do objeto." },
    pageInfoTypeOptions: { subGraphs: inPublicApi, description: "Onde a página está na lista: se há mais itens e os cursores das pontas." },
    hasNextPageFieldOptions: { subGraphs: inPublicApi, description: "Se há itens depois desta página (peça-os com `after: endCursor`)." },
    hasPreviousPageFieldOptions: { subGraphs: inPublicApi, description: "Sempre falso: as listas são percorridas só para a frente." },
    startCursorFieldOptions: { subGraphs: inPublicApi, description: "Cursor do primeiro item da página." },
    endCursorFieldOptions: { subGraphs: inPublicApi, description: "Cursor do último item da página: passe-o em `after` para continuar." },
    edgesFieldOptions: { subGraphs: inPublicApi, description: "Os itens da página, cada um com seu cursor." },
    pageInfoFieldOptions: { subGraphs: inPublicApi, description: "Informações para pedir a próxima página." },
    nodeFieldOptions: { subGraphs: inPublicApi, description: "O item." },
    cursorFieldOptions: { subGraphs: inPublicApi, description: "Cursor deste item: passe-o em `after` para continuar depois dele." },
    // Relay's contract: a node that does not exist is null, one id at a time, never an error for the whole answer;
    // so is one of a type the schema asking does not have (a candidate's id sent to the partners' schema).
    nodeQueryOptions: {
      subGraphs: inPublicApi,
      description: "O objeto com este identificador global, ou null se ele não existe (ou não é visível para quem pergunta).",
      args: { id: { description: "Identificador global, como o campo `id` dos objetos." } },
      resolve: (_root, { id }, _ctx, info, resolveNode) => (info.schema.getType(id.typename) ? nullIfMissing(resolveNode(id)) : null),
    },
    nodesQueryOptions: {
      subGraphs: inPublicApi,
      description: "Os objetos destes identificadores globais, na mesma ordem; null no lugar de cada um que não existe. No máximo 100.",
      args: { ids: { description: "Identificadores globais, como o campo `id` dos objetos." } },
      // The callback Pothos hands us loads every id at once; one missing id would null the whole list.
      resolve: (_root, { ids }, ctx, info): Promise<unknown>[] =>
        ids.map(async (id) =>
          info.schema.getType(id.typename) ? nullIfMissing(resolveNodes(builder as never, ctx, info, [id]).then(([node]) => node)) : null,
        ),
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

builder.queryType({
  subGraphs: inPublicApi,
  description: "Consultas. Com uma chave de parceiro: vagas, empresas e listas de referência, só para leitura.",
});
builder.mutationType({});
// Signed-in people's live updates, over server-sent events; never in the partners' schema.
builder.subscriptionType({});
