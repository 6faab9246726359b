import { useCallback } from "react";
import { useMutation } from "react-relay";
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater, UploadableMap } from "relay-runtime";
import { useDismissToast, useToast, type ToastMessage } from "../components/Toaster.tsx";
import { refusalMessage } from "./refusal.ts";

// Every mutation of the schema answers with a union: `…Success` (with `data`) or one of the
// error types, which carry a `message` (InvalidInputError also `fieldErrors`, one per field).
// This hook turns that answer into the spec's toasts (§8) and the caller's callbacks, once
// for every mutation hook of the app.

/** The answer of mutation M: its one root field. */
type Answer<M extends MutationParameters> = M["response"][keyof M["response"]];
export type Success<R> = Extract<R, { readonly __typename: `${string}Success` }>;
export type Failure<R> = Exclude<R, Success<R>>;

/** An error answer as forms read it: a message, and one message per field for bad input. */
export interface FieldErrorsPayload {
  readonly message?: string;
  readonly fieldErrors?: ReadonlyArray<{ readonly path: ReadonlyArray<string>; readonly message: string }>;
}

export interface MutationToasts<R> {
  /** The success toast, fixed or made from the answer. */
  success: ToastMessage | ((result: Success<R>) => ToastMessage);
  /** The failure toast's title. */
  failure: string;
  /** Its description when the server says nothing, and after a network failure. */
  fallback?: string;
  /** Its description otherwise; by default the server's message, else `fallback`. */
  describe?: (result: Failure<R> | undefined, error: Error | undefined) => string | undefined;
}

export interface MutationCallbacks<M extends MutationParameters, R = Answer<M>> {
  updater?: SelectorStoreUpdater<M["response"]>;
  /** Files sent with the request (GraphQL multipart). */
  uploadables?: UploadableMap;
  onSuccess?: (result: Success<R>) => void;
  /** The server refused (a typed error answer), after its toast. */
  onFailure?: (result: Failure<R>) => void;
  /** The server refused some fields: put each message under its field. */
  onInvalid?: (error: FieldErrorsPayload) => void;
  /** The request failed (network down, server error), after its toast. */
  onError?: (error: Error) => void;
  /** After any outcome, network failures included, before the toast (e.g. to close a dialog). */
  onSettled?: () => void;
  /** This call's own texts (one hook, several actions). */
  toasts?: Partial<MutationToasts<R>>;
}

/** A boolean answer (logout) is its own verdict; a union answer succeeded when its type is `…Success`. */
function succeeded(answer: unknown): boolean {
  if (typeof answer === "boolean") return answer;
  return typeof answer === "object" && answer !== null && String((answer as { __typename?: unknown }).__typename).endsWith("Success");
}

const messageOf = (answer: unknown) =>
  typeof answer === "object" && answer !== null && "message" in answer && typeof answer.message === "string" ? answer.message : undefined;

/** useMutation with the answer turned into toasts and callbacks; returns [run, pending] like useMutation. */
export function useMutationWithToast<M extends MutationParameters>(node: GraphQLTaggedNode, toasts: MutationToasts<Answer<M>>) {
  type R = Answer<M>;
  const [commit, pending] = useMutation<M>(node);
  const toast = useToast();
  const dismissToast = useDismissToast();
  const run = useCallback(
    (variables: M["variables"], callbacks: MutationCallbacks<M> = {}) => {
      // A new attempt: the last one's verdict ('Erro no login') would only mislead while this one runs.
      dismissToast();
      const texts = { ...toasts, ...callbacks.toasts };
      const failed = (result: Failure<R> | undefined, error: Error | undefined) => {
        // A refusal (too many requests, too busy) says what to do, whatever the action's own texts would guess.
        const description = refusalMessage(error) ?? (texts.describe ? texts.describe(result, error) : messageOf(result) || texts.fallback);
        toast({ title: texts.failure, description, variant: "destructive" });
      };
      return commit({
        variables,
        updater: callbacks.updater,
        uploadables: callbacks.uploadables,
        onCompleted: (response) => {
          const answer = Object.values(response as Record<string, unknown>)[0] as R;
          callbacks.onSettled?.();
          if (succeeded(answer)) {
            const success = answer as Success<R>;
            toast(typeof texts.success === "function" ? texts.success(success) : texts.success);
            callbacks.onSuccess?.(success);
            return;
          }
          const failure = answer as Failure<R>;
          failed(failure, undefined);
          const fieldErrors = (failure as FieldErrorsPayload | null)?.fieldErrors;
          if (fieldErrors) callbacks.onInvalid?.({ message: messageOf(failure), fieldErrors });
          callbacks.onFailure?.(failure);
        },
        onError: (error) => {
          callbacks.onSettled?.();
          failed(undefined, error);
          callbacks.onError?.(error);
        },
      });
    },
    [commit, toast, dismissToast, toasts],
  );
  return [run, pending] as const;
}
