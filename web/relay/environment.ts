import { Environment, Network, RecordSource, Store, type FetchFunction, type RequestParameters } from "relay-runtime";

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

const fetchGraphQL: FetchFunction = async (operation, variables, _config, uploadables) => {
  const document = documentParams(operation);
  const response = await fetch("/graphql", {
    method: "POST",
    credentials: "same-origin",
    // Yoga accepts multipart only with this header (CSRF prevention); JSON needs none.
    headers: uploadables
      ? { accept: "application/json", "graphql-require-preflight": "1" }
      : { "content-type": "application/json", accept: "application/json" },
    body: uploadables ? multipartBody(document, variables, uploadables) : JSON.stringify({ ...document, variables }),
  });
  if (!response.ok && !response.headers.get("content-type")?.includes("json")) {
    throw new Error(`GraphQL request failed: ${response.status} ${await response.text()}`);
  }
  return response.json();
};

export function createEnvironment(fetchFn: FetchFunction = fetchGraphQL): Environment {
  return new Environment({
    network: Network.create(fetchFn),
    // Keep recently released queries so going back to a screen renders at once.
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 20 }),
  });
}
