import { type FieldNode, type GraphQLResolveInfo, Kind, type SelectionSetNode } from "graphql";
import { maxPageSize, type SearchPage } from "../domain/rankedSearch.ts";
import type { builder } from "./builder.ts";

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

/** The total that searchConnection carries: counted on the search's first page, carried by its cursors to the next ones. */
export const totalCountOf = async (connection: object) => (await countOf(connection)).count;
export const totalCountIsLowerBoundOf = async (connection: object) => (await countOf(connection)).capped;

/**
 * Whether the query selects `field` on the connection, directly or through a
 * fragment: the first page counts alongside its rows so that its cursors can
 * carry the total (a count asked for only later would be run again on every page).
 */
export function selectsField(info: GraphQLResolveInfo, field: string): boolean {
  const selects = (set: SelectionSetNode | undefined): boolean =>
    set?.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === field;
      if (selection.kind === Kind.INLINE_FRAGMENT) return selects(selection.selectionSet);
      return selects(info.fragments[selection.name.value]?.selectionSet);
    }) ?? false;
  return info.fieldNodes.some((node: FieldNode) => selects(node.selectionSet));
}

type FieldBuilder = Parameters<Parameters<typeof builder.queryFields>[0]>[0];

/**
 * `first` and `after` only: a search's cursors hold a place in a ranking that
 * cannot be read backwards, so `last` and `before` are not offered rather than ignored.
 */
export const forwardPageArgs = (t: FieldBuilder) => ({
  first: t.arg.int({ required: false, description: `Quantos itens na página, de 1 a ${maxPageSize} (padrão 20).` }),
  after: t.arg.string({ required: false, description: "O `endCursor` da página anterior: a página começa depois dele." }),
});
