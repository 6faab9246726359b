import { Environment, Network, RecordSource, Store, type FetchFunction } from "relay-runtime";

const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const response = await fetch("/graphql", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ query: operation.text, variables }),
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
