import { searchClass, searches } from "./vocabulary.ts";

/** One page of one search of the workload, timed. */
export interface Sample {
  /** Index in `searches`. */
  search: number;
  page: number;
  ms: number;
}

/** The middle value (the upper of the two middle ones for an even count). */
export const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function percentile(samples: Sample[], p: number): number {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]! : Number.NaN;
}

/** The rows of a summary: each kind of search, first pages, later pages, and everything. */
export const sampleGroups: [string, (s: Sample) => boolean][] = [
  ...[...new Set(searches.map((s) => searchClass(s.filtros)))].map(
    (name): [string, (s: Sample) => boolean] => [name, (s) => searchClass(searches[s.search]!.filtros) === name],
  ),
  ["first pages", (s) => s.page === 1],
  ["later pages", (s) => s.page > 1],
  ["everything", () => true],
];
