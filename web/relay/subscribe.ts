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
    let source: EventSource;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source = new EventSource(url, { withCredentials: true });
      let refused = false;
      source.addEventListener("next", (event) => {
        const result = JSON.parse(event.data) as GraphQLResponse;
        refused = "errors" in result && Boolean(result.errors?.length) && !("data" in result && result.data);
        sink.next(result);
      });
      source.addEventListener("complete", () => {
        source.close();
        // A refusal (signed out) is final; a stream ended cleanly is a server shutting down: another takes over.
        if (refused) sink.complete();
        else retry = setTimeout(open, 1_000 + Math.random() * 4_000);
      });
      // A refusal before the stream (an unknown operation) closes it for good: nothing more will come.
      source.addEventListener("error", () => source.readyState === EventSource.CLOSED && sink.complete());
    };
    open();
    return () => {
      clearTimeout(retry);
      source.close();
    };
  });

