import { loadQuery, type PreloadedQuery } from "react-relay";
import type { Environment, GraphQLTaggedNode, OperationType, PreloadableConcreteRequest, VariablesOf } from "relay-runtime";

type FetchPolicy = "store-or-network" | "store-and-network" | "network-only";

// Per environment: on the server every request has its own, and one request's
// navigation must never dispose another's query.
const currentByEnvironment = new WeakMap<Environment, Map<unknown, PreloadedQuery<OperationType>>>();
const hydrating = new WeakSet<Environment>();

/**
 * Starts a query from a route loader, before the screen renders. A screen's query is `@preloadable`:
 * its loader passes the `$parameters` artifact (an id and a name, enough to fetch the persisted
 * query), and the query's AST, which Relay needs to read the answer into the store, loads with the
 * screen's chunk instead of sitting on every page's first load (3 kB gzip for the eleven signed-in
 * screens; 1 kB for each public one). A server-drawn page evaluates its screen's module before the
 * loaders run (web/main.tsx), so the AST is there to read the records the page came with. Each query
 * keeps one live reference: starting it again (a new navigation) disposes the
 * previous one, so released data can be garbage-collected by Relay's store.
 */
export function preload<Q extends OperationType>(
  environment: Environment,
  query: GraphQLTaggedNode | PreloadableConcreteRequest<Q>,
  variables: VariablesOf<Q>,
  fetchPolicy: FetchPolicy = "store-and-network",
): PreloadedQuery<Q> {
  const policy = hydrating.has(environment) ? "store-or-network" : fetchPolicy;
  const reference = loadQuery<Q>(environment, query, variables, { fetchPolicy: policy });
  const current = currentByEnvironment.get(environment) ?? new Map<unknown, PreloadedQuery<OperationType>>();
  currentByEnvironment.set(environment, current);
  const previous = current.get(query);
  current.set(query, reference as unknown as PreloadedQuery<OperationType>);
  // Let the screen switch to the new reference before the old one lets go.
  if (previous) setTimeout(() => previous.dispose(), 0);
  return reference;
}

/**
 * Runs the first load of a server-rendered page: its loaders take the records
 * the server rendered with as they are, since fetching them again would be a
 * second request for data a moment old, and a render that could differ from the HTML.
 */
export async function loadFromServerRecords<T>(environment: Environment, load: () => Promise<T>): Promise<T> {
  hydrating.add(environment);
  try {
    return await load();
  } finally {
    hydrating.delete(environment);
  }
}
