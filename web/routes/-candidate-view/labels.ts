import { nivelFormacaoLabels, nivelIdiomaLabels, statusFormacaoLabels } from "../../../shared/catalog.ts";
import { labelFrom } from "../../format.ts";

// How a profile's education and languages read ('Graduação', 'Concluído', 'Fluente'); the catalog is the server's.
export const educationLevelLabel = labelFrom(nivelFormacaoLabels);
export const educationStatusLabel = labelFrom(statusFormacaoLabels);
export const languageLevelLabel = labelFrom(nivelIdiomaLabels);

/** The year of a calendar date (YYYY-MM-DD). */
export const yearOf = (date: string | null | undefined) => (date ? date.slice(0, 4) : null);
