// Relay connections over an array: offset cursors, `first`/`after` forwards and
// `last`/`before` backwards, the total counted before paging.

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

const cursorOf = (offset: number) => btoa(`offset:${offset}`);

function offsetOf(cursor: string | null | undefined): number | null {
  if (!cursor) return null;
  const match = /^offset:(\d+)$/.exec(atob(cursor));
  return match ? Number(match[1]) : null;
}

export function connection<T>(items: readonly T[], args: PageArgs = {}) {
  let start = 0;
  let end = items.length;
  const after = offsetOf(args.after);
  const before = offsetOf(args.before);
  if (after !== null) start = after + 1;
  if (before !== null) end = Math.min(end, before);
  if (args.first != null) end = Math.min(end, start + Math.max(0, args.first));
  if (args.last != null) start = Math.max(start, end - Math.max(0, args.last));
  const edges = items.slice(start, end).map((node, i) => ({ node, cursor: cursorOf(start + i) }));
  return {
    edges,
    totalCount: items.length,
    totalCountIsLowerBound: false,
    pageInfo: {
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
    },
  };
}

export const emptyConnection = () => connection([]);

/** Newest first by an ISO instant field. */
export const newestFirst = <T>(items: readonly T[], field: (item: T) => string) =>
  [...items].sort((a, b) => field(b).localeCompare(field(a)));
