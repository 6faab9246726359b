import { loadQuery, type PreloadedQuery } from "react-relay";
import type { Environment, GraphQLTaggedNode, OperationType, VariablesOf } from "relay-runtime";

const current = new Map<unknown, PreloadedQuery<OperationType>>();

/**
 * Starts a query from a route loader, before the screen renders. Each query
 * keeps one live reference: starting it again (a new navigation) disposes the
 * previous one, so released data can be garbage-collected by Relay's store.
 */
export function preload<Q extends OperationType>(
  environment: Environment,
  query: GraphQLTaggedNode,
  variables: VariablesOf<Q>,
  fetchPolicy: "store-or-network" | "store-and-network" | "network-only" = "store-and-network",
): PreloadedQuery<Q> {
  const reference = loadQuery<Q>(environment, query, variables, { fetchPolicy });
  const previous = current.get(query);
  current.set(query, reference as unknown as PreloadedQuery<OperationType>);
  // Let the screen switch to the new reference before the old one lets go.
  if (previous) setTimeout(() => previous.dispose(), 0);
  return reference;
}
