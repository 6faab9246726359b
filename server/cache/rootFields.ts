import { Kind, parse, type DocumentNode, type OperationTypeNode, type SelectionSetNode } from "graphql";
import { operationLimits } from "../graphql/limits.ts";

export interface OperationShape {
  /** Null when the document does not parse or names no operation: it will fail, and failures are not cached. */
  operation: OperationTypeNode | null;
  fields: string[];
}

const known = new Map<string, OperationShape>();
// The app's persisted operations are few; partners' documents are not: the memo is bounded.
const memoLimit = 500;

/**
 * Whether an operation is a query, and the root fields it selects, by field name (not alias), through
 * fragments spread at the root as Relay writes them: `vagas` for a job search.
 * A document that does not parse within the operation limits has none (it
 * will fail validation, and failures are not cached).
 */
export function shapeOf(document: string, operationName?: string | null): OperationShape {
  const memoKey = `${operationName ?? ""}\n${document}`;
  let shape = known.get(memoKey);
  if (!shape) {
    shape = collect(parseWithinLimits(document), operationName);
    if (known.size >= memoLimit) known.clear();
    known.set(memoKey, shape);
  }
  return shape;
}

function parseWithinLimits(document: string): DocumentNode | null {
  try {
    return parse(document, { maxTokens: operationLimits.maxTokens?.n, noLocation: true });
  } catch {
    return null;
  }
}

function collect(document: DocumentNode | null, operationName?: string | null): OperationShape {
  if (!document) return { operation: null, fields: [] };
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [])),
  );
  const operation = document.definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  const fields = new Set<string>();
  const visited = new Set<string>();
  const walk = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) fields.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!visited.has(selection.name.value)) {
        visited.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment);
      }
    }
  };
  if (operation?.kind !== Kind.OPERATION_DEFINITION) return { operation: null, fields: [] };
  walk(operation.selectionSet);
  return { operation: operation.operation, fields: [...fields].sort() };
}
