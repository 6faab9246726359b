// The six parts of the candidate's profile. The chosen one lives in the URL
// (/profile/candidate?secao=formacao), so a reload or a shared link opens it.

export const sectionKeys = ["pessoal", "formacao", "experiencia", "habilidades", "idiomas", "cursos"] as const;
export type SectionKey = (typeof sectionKeys)[number];

export const sectionLabels: Record<SectionKey, string> = {
  pessoal: "Informações Pessoais",
  formacao: "Formação Acadêmica",
  experiencia: "Experiência Profissional",
  habilidades: "Habilidades",
  idiomas: "Idiomas",
  cursos: "Cursos Complementares",
};

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
