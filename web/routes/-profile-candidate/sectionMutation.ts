import { useCallback } from "react";
import { useMutation } from "react-relay";
import type { GraphQLTaggedNode, MutationParameters } from "relay-runtime";
import { useToast } from "../../components/Toaster.tsx";

// The five list sections answer every mutation the same way: a union whose
// success carries the whole profile (so Relay updates the list and the
// completeness at once), or an error with a message and, for bad input, one
// message per field. This turns that answer into the spec's toasts (§8).

export interface FieldErrorsPayload {
  readonly message?: string;
  readonly fieldErrors?: ReadonlyArray<{ readonly path: ReadonlyArray<string>; readonly message: string }>;
}

interface Outcome extends FieldErrorsPayload {
  readonly __typename: string;
}

export interface MutationCallbacks {
  onSuccess?: () => void;
  onInvalid?: (error: FieldErrorsPayload) => void;
  /** After success or failure, e.g. to close a confirmation. */
  onSettled?: () => void;
}

export interface MutationTexts {
  /** e.g. 'Formação adicionada com sucesso' */
  success: string;
  /** e.g. 'Erro ao adicionar formação' */
  failure: string;
}

const FALLBACK = "Não foi possível concluir a operação. Tente novamente.";

/**
 * Wraps one section mutation. `field` names the mutation's root field
 * (addFormacao…); the hook returns [run, pending] like useMutation.
 */
export function useSectionMutation<M extends MutationParameters>(
  node: GraphQLTaggedNode,
  field: keyof M["response"] & string,
  texts: MutationTexts,
) {
  const [commit, pending] = useMutation<M>(node);
  const toast = useToast();
  const { success, failure } = texts;
  const run = useCallback(
    (variables: M["variables"], callbacks: MutationCallbacks = {}) =>
      commit({
        variables,
        onCompleted: (response) => {
          const outcome = (response as Record<string, Outcome | undefined>)[field];
          callbacks.onSettled?.();
          if (outcome?.__typename.endsWith("Success")) {
            toast({ title: success });
            callbacks.onSuccess?.();
            return;
          }
          if (outcome?.fieldErrors) callbacks.onInvalid?.(outcome);
          toast({ title: failure, description: outcome?.message || FALLBACK, variant: "destructive" });
        },
        onError: () => {
          callbacks.onSettled?.();
          toast({ title: failure, description: FALLBACK, variant: "destructive" });
        },
      }),
    [commit, toast, field, success, failure],
  );
  return [run, pending] as const;
}

/** The spec's texts for one section, with the noun's gender ('Idioma adicionado', 'Formação adicionada'). */
export function sectionTexts(title: string, feminine: boolean) {
  const ending = feminine ? "a" : "o";
  const noun = title.toLowerCase();
  return {
    add: { success: `${title} adicionad${ending} com sucesso`, failure: `Erro ao adicionar ${noun}` },
    update: { success: `${title} atualizad${ending} com sucesso`, failure: `Erro ao atualizar ${noun}` },
    remove: { success: `${title} removid${ending} com sucesso`, failure: `Erro ao remover ${noun}` },
  } satisfies Record<string, MutationTexts>;
}
