// The parts of the candidate's profile (the six of the spec, and the optional PcD declaration). The chosen one lives in the URL
// (/profile/candidate?secao=formacao), so a reload or a shared link opens it. The route reads it on every page's
// first load, so this module holds only that: the sections' labels and the completeness rules load with the screens.

export const sectionKeys = ["pessoal", "formacao", "experiencia", "habilidades", "idiomas", "cursos", "pcd"] as const;
export type SectionKey = (typeof sectionKeys)[number];

export interface ProfileSearch {
  secao?: SectionKey;
}

const isSectionKey = (value: unknown): value is SectionKey => (sectionKeys as readonly unknown[]).includes(value);

/**
 * Unknown values fall back to the personal section (the default, left out of the URL).
 * The key is always returned: the router keeps raw keys a validator leaves out.
 */
export function parseProfileSearch(search: Record<string, unknown>): ProfileSearch {
  return { secao: isSectionKey(search.secao) && search.secao !== "pessoal" ? search.secao : undefined };
}
