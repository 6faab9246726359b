import { Kind, type GraphQLResolveInfo } from "graphql";
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

const countOf = (connection: object) => (connection as { totalCount: SearchPage["totalCount"] }).totalCount();

/** The total that searchConnection carries, counted alongside the page when the query asks for it. */
export const totalCountOf = async (connection: object) => (await countOf(connection)).count;
export const totalCountIsLowerBoundOf = async (connection: object) => (await countOf(connection)).capped;

/** Whether the query selects `field` on the connection (so counting can start with the page). */
export function selectsField(info: GraphQLResolveInfo, field: string): boolean {
  return info.fieldNodes.some((node) =>
    node.selectionSet?.selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value === field),
  );
}
