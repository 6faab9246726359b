import type { MockStore } from "./store.ts";

/** What every mock resolver is given: the store, whose session says who is asking. */
export interface MockContext {
  store: MockStore;
}

/** A value only its owner may read, as the server's auth scopes have it: null for anyone else. */
export const ownerOnly =
  <T>(isOwner: (record: T, store: MockStore) => boolean, field: keyof T) =>
  (record: T, _args: unknown, { store }: MockContext) =>
    isOwner(record, store) ? record[field] : null;

/** A non-null field only its owner may read: the server refuses the query for anyone else. */
export function requireOwner(allowed: boolean) {
  if (!allowed) throw new Error("Acesso negado");
}
