import { Observable, type FetchFunction, type GraphQLResponse } from "relay-runtime";
import schemaSDL from "../../schema.graphql?raw";
import persistedOperations from "../../dist/persisted-operations.json";
import { createMockSchema, runMockOperation } from "../mock/schema.ts";
import { openBrowserStore } from "../mock/browser-store.ts";
import { createEnvironment } from "./environment.ts";

// `npm run dev:mock`: the app against schema.graphql and an in-memory store of
// deterministic pt-BR data (web/mock/), with no server or database, for frontend work.

const schema = createMockSchema(schemaSDL);
const store = openBrowserStore(import.meta.env.VITE_MOCK_ROLE);
const persisted: Record<string, string> = persistedOperations;

const fetchMock: FetchFunction = (operation, variables, _config, uploadables) =>
  // Files travel beside the variables (Relay's uploadables); resolvers find them among the arguments.
  runMockOperation(schema, store, operation.text ?? persisted[operation.id ?? ""] ?? "", { ...variables, ...uploadables }) as never;

// Nothing changes on its own in the mock: subscriptions stay open and silent.
export const createMockEnvironment = () => createEnvironment(fetchMock, undefined, () => Observable.create<GraphQLResponse>(() => {}));
