import { contratoLabels, modalidadeLabels, nivelLabels } from "../../../server/domain/catalog.ts";

/** A label from one of the catalog's maps; a value the catalog does not know (a newer server) shows as sent. */
const labelFrom =
  <T extends Record<string, string>>(labels: T) =>
  (value: string): string =>
    (labels as Record<string, string>)[value] ?? value;

export const nivelLabel = labelFrom(nivelLabels);
export const contratoLabel = labelFrom(contratoLabels);
export const modalidadeLabel = labelFrom(modalidadeLabels);
