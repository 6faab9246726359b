import { Observable, type GraphQLResponse, type RequestParameters, type Variables } from "relay-runtime";
import { persistedQueryUrl } from "./environment.ts";

/**
 * Subscriptions as server-sent events (Yoga's GraphQL over SSE): a GET of the
 * persisted operation, the same URL shape as queries. EventSource reconnects
 * by itself after a network failure, and the server begins each stream with
 * the current state, so a tab that was offline catches up.
 */
export const subscribeOverSse = (operation: RequestParameters, variables: Variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    const url = operation.id
      ? persistedQueryUrl(operation.id, variables)
      : `/graphql?query=${encodeURIComponent(operation.text ?? "")}&variables=${encodeURIComponent(JSON.stringify(variables))}`;
    const source = new EventSource(url, { withCredentials: true });
    source.addEventListener("next", (event) => sink.next(JSON.parse(event.data)));
    source.addEventListener("complete", () => {
      source.close();
      sink.complete();
    });
    // A refusal (signed out, an unknown operation) closes the stream for good: nothing more will come.
    source.addEventListener("error", () => source.readyState === EventSource.CLOSED && sink.complete());
    return () => source.close();
  });

