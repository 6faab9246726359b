import { nivelFormacaoLabels, nivelIdiomaLabels, nivelLabels, statusFormacaoLabels } from "../../../server/domain/catalog.ts";

/** A label from one of the catalog's maps; a value the catalog does not know (a newer server) shows as sent. */
const labelFrom =
  <T extends Record<string, string>>(labels: T) =>
  (value: string): string =>
    (labels as Record<string, string>)[value] ?? value;

export const nivelFormacaoLabel = labelFrom(nivelFormacaoLabels);
export const statusFormacaoLabel = labelFrom(statusFormacaoLabels);
export const nivelIdiomaLabel = labelFrom(nivelIdiomaLabels);
export const nivelLabel = labelFrom(nivelLabels);

/** The year of a calendar date (YYYY-MM-DD). */
export const yearOf = (date: string | null | undefined) => (date ? date.slice(0, 4) : null);
