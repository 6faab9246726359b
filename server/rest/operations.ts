import { decodeGlobalID, encodeGlobalID } from "@pothos/plugin-relay";
import { type DocumentNode, execute, parse, validate } from "graphql";
import type { GraphQLContext } from "../graphql/builder.ts";
import { expectedFailure } from "../graphql/errors.ts";
import { schema } from "../graphql/index.ts";
import { Refused } from "./statuses.ts";

// REST runs the same GraphQL schema as /graphql, in process and with the
// request's context: privacy, visibility, ordering and authorization live on
// the Pothos types and the domain behind them, once.

/** Parses and validates an operation once, when the module loads: a stale document stops the server from starting. */
export function operation(source: string): DocumentNode {
  const document = parse(source);
  const errors = validate(schema, document);
  if (errors.length) throw new Error(`REST operation is invalid against the schema: ${errors.map((error) => error.message).join("; ")}`);
  return document;
}

export async function run<T>(ctx: GraphQLContext, document: DocumentNode, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await execute({ schema, document, contextValue: ctx, variableValues: variables });
  const [error] = result.errors ?? [];
  if (error) {
    const failure = expectedFailure(error);
    if (failure) throw new Refused(failure);
    throw error.originalError ?? error;
  }
  return result.data as T;
}

/** What REST selects of every mutation's result union. */
export const failureFields = `
  __typename
  ... on Error { message }
  ... on InvalidInputError { fieldErrors { path message } }
`;

export interface ResultUnion<T> {
  __typename: string;
  data?: T;
  message?: string;
  fieldErrors?: { path: string[]; message: string }[];
  retryAfterSeconds?: number | null;
}

/** An operation's answer whose field `K` is a mutation's result union. */
export type Result<K extends string, T> = Record<K, ResultUnion<T>>;

/** A mutation's data, or its error member refused with the status it stands for. */
export function dataOf<T>(result: ResultUnion<T>): T {
  if (result.__typename.endsWith("Success")) return result.data as T;
  const { __typename: type, message = "", fieldErrors, retryAfterSeconds } = result;
  throw new Refused({ type, message, fieldErrors, retryAfterSeconds });
}

export interface Connection<N> {
  edges: { node: N }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** The spec's lists are whole: REST reads a connection page by page, at the largest page the limits allow. */
export async function everyNode<N>(load: (after: string | null) => Promise<Connection<N> | null | undefined>): Promise<N[]> {
  const nodes: N[] = [];
  let after: string | null = null;
  for (;;) {
    const page: Connection<N> | null | undefined = await load(after);
    if (!page) return nodes;
    nodes.push(...page.edges.map((edge) => edge.node));
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return nodes;
    after = page.pageInfo.endCursor;
  }
}

export const pageSize = 100;

/** The spec's URLs carry database ids; the schema speaks global ids. */
export const globalId = (type: string, id: string) => encodeGlobalID(type, id);
export const rawId = (id: string) => decodeGlobalID(id).id;
