import { readFileSync } from "node:fs";
import { usePersistedOperations } from "@graphql-yoga/plugin-persisted-operations";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { GraphQLError, type ValidationRule } from "graphql";
import { createGraphQLError, createYoga, type Plugin } from "graphql-yoga";
import type { Config } from "../config.ts";
import type { DomainContext } from "../domain/context.ts";
import { translateDatabaseError } from "../db/errors.ts";
import { DomainError, UnavailableError } from "../domain/errors.ts";
import { containsNul } from "../http/input.ts";
import type { Logger } from "../log.ts";
import { maskError } from "./errors.ts";
import { publicSchema, schema } from "./index.ts";
import { operationLimits } from "./limits.ts";
import type { Request } from "../http/fetchApi.ts";

/** Requests that may run documents of their own: a partner key's, or anyone's outside production. */
export const mayRunArbitraryDocuments = new WeakSet<Request>();

const badRequest = (message: string) => createGraphQLError(message, { extensions: { http: { status: 400 }, code: "BAD_REQUEST" } });

/** Keys read; the app's own writes come from the browser with a session. */
const readOnlyRule: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation !== "query") {
      context.reportError(new GraphQLError("Chaves de API só podem fazer consultas (query)", { nodes: [node] }));
    }
  },
});

const armorPrefix = /^Syntax Error: /;
const limitMessages = new Set(
  Object.values(operationLimits).flatMap((limit) => (limit && "errorMessage" in limit && limit.errorMessage ? [limit.errorMessage] : [])),
);

function loadPersistedOperations(file: string, log: Logger): Map<string, string> {
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>));
  } catch (error) {
    log.warn({ err: error, file }, "persisted operations not found: the web app's requests will fail until `npm run relay` writes them");
    return new Map();
  }
}

export function createGraphQLHandler(config: Config, log: Logger, plugins: Plugin[] = []) {
  let persisted = loadPersistedOperations(config.persistedOperationsFile, log);
  /** In development relay-compiler adds operations while the server runs: an unknown id sends it back to the file once. */
  const persistedOperation = (id: string) => {
    if (!persisted.has(id) && !config.production) persisted = loadPersistedOperations(config.persistedOperationsFile, log);
    return persisted.get(id) ?? null;
  };

  const guards: Plugin<DomainContext> = {
    onParams({ params, setResult }) {
      if (containsNul(params)) setResult({ errors: [badRequest("A requisição contém um caractere inválido (NUL)")] });
    },
    onResultProcess({ result, setResult }) {
      // GraphQL Armor prefixes its refusals with "Syntax Error: ", which they are not.
      if (Array.isArray(result) || !("errors" in result) || !result.errors) return;
      if (!result.errors.some((error) => limitMessages.has(error.message.replace(armorPrefix, "")))) return;
      setResult({
        ...result,
        errors: result.errors.map((error) =>
          limitMessages.has(error.message.replace(armorPrefix, "")) ? new GraphQLError(error.message.replace(armorPrefix, ""), error) : error,
        ),
      });
    },
    onValidate({ context, addValidationRule }) {
      if (context.partner) addValidationRule(readOnlyRule);
    },
    onExecute({ args }) {
      const log = (args.contextValue as DomainContext).log;
      return {
        onExecuteDone({ result }) {
          if (!("errors" in result) || !result.errors) return;
          for (const { originalError, path } of result.errors) {
            // Expected failures (domain errors, database refusals the request caused, and GraphQL errors such as a
            // malformed global id, which are client-facing by construction) are not bugs: only the rest is logged as one.
            const expected =
              !originalError || originalError instanceof DomainError || originalError instanceof GraphQLError || translateDatabaseError(originalError);
            if (!expected) log.error({ err: originalError, path }, "GraphQL resolver failed");
            else if (translateDatabaseError(originalError) instanceof UnavailableError) log.warn({ err: originalError, path }, "statement cancelled by the statement timeout");
          }
        },
      };
    },
  };

  return createYoga<DomainContext>({
    // A partner key reads the public schema: its documents cannot even name the app's mutations, candidates or viewer.
    schema: (context) => (context.partner ? publicSchema : schema),
    graphqlEndpoint: "/graphql",
    graphiql: !config.production,
    // The self-contained GraphiQL (the default one loads its code from a CDN). Its module holds a 9 MB bundle as one
    // string, 28 MB of heap once loaded: only development, which shows it, loads it.
    renderGraphiQL: async (options) => (await import("@graphql-yoga/render-graphiql")).renderGraphiQL(options),
    landingPage: false,
    // Same-origin app: no cross-origin browser may call us with the session cookie.
    cors: false,
    maskedErrors: { maskError },
    // A POST's body reaches Yoga already read whole and bounded (server/http/bodies.ts), before the line; Yoga's own
    // bound piped it through a stream again (a visitor's cached answer: 0.46 → 0.39 ms of CPU without). Yoga reads
    // no body of other methods.
    maxRequestBodySize: false,
    logging: {
      debug: () => {},
      info: () => {},
      warn: (...args) => log.warn({ detail: args.slice(1) }, String(args[0])),
      error: (...args) => log.error({ detail: args.slice(1) }, String(args[0])),
    },
    plugins: [
      guards,
      usePersistedOperations({
        getPersistedOperation: persistedOperation,
        allowArbitraryOperations: (request) => !config.production || mayRunArbitraryDocuments.has(request),
        customErrors: {
          notFound: "Operação desconhecida: atualize a página",
          persistedQueryOnly: "Envie uma operação registrada do app, ou use uma chave de API (Authorization: Bearer)",
        },
      }),
      EnvelopArmorPlugin({ ...operationLimits, blockFieldSuggestion: { enabled: config.production } }),
      // Last: a cached answer is served only to an operation the plugins above let through.
      ...plugins,
    ],
  });
}
