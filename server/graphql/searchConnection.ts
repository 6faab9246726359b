import type { SearchPage } from "../domain/rankedSearch.ts";

/** A Relay connection from a ranked search page and its rows (loaded in any order). */
export function searchConnection<T extends { id: string }>(page: SearchPage, rows: T[]) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const edges = page.items.flatMap((item) => {
    const node = byId.get(item.id);
    return node ? [{ node, cursor: item.cursor }] : [];
  });
  return {
    edges,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: page.totalCount,
  };
}

/** Reads the lazily counted total that searchConnection carries. */
export const totalCountOf = (connection: object) => (connection as { totalCount: () => Promise<number> }).totalCount();
