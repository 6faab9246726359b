import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type RequestParameters,
  type SubscribeFunction,
  type Variables,
} from "relay-runtime";
import { refusalOf } from "./refusal.ts";

/** The store's records as JSON: what the server rendered with, handed to the browser in the page. */
export type StoreRecords = ReturnType<RecordSource["toJSON"]>;

/**
 * Files (Relay "uploadables") go as a GraphQL multipart request: `operations`
 * with the file variables null, a `map` to them, then the files themselves.
 */
function multipartBody(document: DocumentParams, variables: Record<string, unknown>, uploadables: Record<string, File | Blob>) {
  const form = new FormData();
  const names = Object.keys(uploadables);
  form.set("operations", JSON.stringify({ ...document, variables: { ...variables, ...Object.fromEntries(names.map((name) => [name, null])) } }));
  form.set("map", JSON.stringify(Object.fromEntries(names.map((name, i) => [String(i), [`variables.${name}`]]))));
  for (const [i, name] of names.entries()) form.set(String(i), uploadables[name]!);
  return form;
}

type DocumentParams = { query: string } | { extensions: { persistedQuery: { version: 1; sha256Hash: string } } };

/** A persisted operation travels as its id (the server knows the text); the mock schema gets the text. */
const documentParams = (operation: RequestParameters): DocumentParams =>
  operation.id ? { extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } } } : { query: operation.text ?? "" };

/**
 * A persisted query as a GET: the server names the same URL in a
 * `<link rel="preload" as="fetch">` so the browser starts it while the
 * JavaScript loads, and this network's fetch of that URL takes the preloaded answer.
 */
export const persistedQueryUrl = (id: string, variables: Variables) =>
  `/graphql?extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: id } }))}&variables=${encodeURIComponent(JSON.stringify(variables))}`;

function request(operation: RequestParameters, variables: Variables, uploadables: Record<string, File | Blob> | null | undefined) {
  const document = documentParams(operation);
  // Reading queries are GETs (Yoga runs no mutation over GET); writes and files are POSTs.
  if (operation.operationKind === "query" && operation.id) {
    return fetch(persistedQueryUrl(operation.id, variables), { credentials: "same-origin", headers: { accept: "application/json" } });
  }
  return fetch("/graphql", {
    method: "POST",
    credentials: "same-origin",
    // Yoga accepts multipart only with this header (CSRF prevention); JSON needs none.
    headers: uploadables
      ? { accept: "application/json", "graphql-require-preflight": "1" }
      : { "content-type": "application/json", accept: "application/json" },
    body: uploadables ? multipartBody(document, variables, uploadables) : JSON.stringify({ ...document, variables }),
  });
}

const fetchGraphQL: FetchFunction = async (operation, variables, _config, uploadables) => {
  const response = await request(operation, variables, uploadables);
  if (!response.ok && !response.headers.get("content-type")?.includes("json")) {
    throw new Error(`GraphQL request failed: ${response.status} ${await response.text()}`);
  }
  const body: unknown = await response.json();
  const refused = refusalOf(response, body);
  if (refused) throw refused;
  return body as GraphQLResponse;
};

/** Subscriptions (signed-in people's live updates) load their code with their first use. */
const subscribeGraphQL: SubscribeFunction = (operation, variables) =>
  Observable.from(import("./subscribe.ts")).mergeMap(({ subscribeOverSse }) => subscribeOverSse(operation, variables));

/** `records`: the store the server rendered the page with, so the first render matches its HTML. */
export function createEnvironment(fetchFn: FetchFunction = fetchGraphQL, records?: StoreRecords, subscribeFn: SubscribeFunction = subscribeGraphQL): Environment {
  return new Environment({
    network: Network.create(fetchFn, subscribeFn),
    // Keep recently released queries so going back to a screen renders at once.
    store: new Store(new RecordSource(records), { gcReleaseBufferSize: 20 }),
  });
}

/**
 * One request's environment on the server. `isServer`: Relay holds each query a render reads for 5 minutes
 * unless the render commits, which a server's never does; every render's store, router and data stayed in memory
 * that long (heap 15 -> 109 MB after 600 renders of a company's dashboard, 18 MB with the flag).
 */
export const createServerEnvironment = (fetchFn: FetchFunction): Environment =>
  new Environment({ network: Network.create(fetchFn), store: new Store(new RecordSource()), isServer: true });
