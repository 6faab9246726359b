import type { GraphQLArmorConfig } from "@escape.tech/graphql-armor-types";
import { getNamedType, getNullableType, isListType, type GraphQLArgument, type GraphQLOutputType } from "graphql";
import { InvalidInputError } from "../domain/errors.ts";

// Limits every operation meets before it runs, persisted or not. A test runs
// every operation of the web app against them, so they fit what the app needs.

export const maxPageSize = 100;
/** What a connection returns when the client does not say `first`. */
const defaultPageSize = 20;

export const operationLimits: GraphQLArmorConfig = {
  maxTokens: { n: 3_000, exposeLimits: false, errorMessage: "Consulta longa demais (máximo de 3.000 tokens)" },
  maxDepth: { n: 14, flattenFragments: true, exposeLimits: false, errorMessage: "Consulta aninhada demais (máximo de 14 níveis)" },
  maxAliases: { n: 8, exposeLimits: false, errorMessage: "Apelidos (aliases) demais na consulta (máximo de 8)" },
  maxDirectives: { n: 20, exposeLimits: false, errorMessage: "Diretivas demais na consulta (máximo de 20)" },
  // The cost that matters counts each list by its page size: the complexity plugin below.
  costLimit: { enabled: false },
};

export const complexityLimit = { complexity: 5_000, depth: 14, breadth: 400 };

const pageSizeError = () =>
  new InvalidInputError([{ path: ["first"], message: `Peça no máximo ${maxPageSize} itens por página` }]);

/**
 * A field's cost for the complexity plugin: a connection multiplies what it
 * selects by the page it asks for (`first`, at most 100), its `edges` do not
 * multiply again, and any other list counts as ten.
 */
export function fieldComplexity(args: Record<string, unknown>, _ctx: unknown, field: { name: string; type: GraphQLOutputType; args: readonly GraphQLArgument[] }) {
  // nodes(ids:) loads one row per id: it costs, and is bounded, like a page of that size.
  if (Array.isArray(args.ids)) {
    if (args.ids.length > maxPageSize) throw new InvalidInputError([{ path: ["ids"], message: `Peça no máximo ${maxPageSize} ids por vez` }]);
    return { field: Math.max(args.ids.length, 1), multiplier: Math.max(args.ids.length, 1) };
  }
  const page = args.first ?? args.last;
  if (typeof page === "number") {
    if (page > maxPageSize) throw pageSizeError();
    return { field: 1, multiplier: Math.max(page, 1) };
  }
  if (field.args.some((arg) => arg.name === "first")) return { field: 1, multiplier: defaultPageSize };
  if (field.name === "edges" && getNamedType(field.type).name.endsWith("Edge")) return { field: 1, multiplier: 1 };
  return isListType(getNullableType(field.type)) ? { field: 1, multiplier: 10 } : 1;
}
