import type { SectionKey } from "./sectionSearch.ts";

// What the profile's sections are called, and how complete the profile is.

export const sectionLabels: Record<SectionKey, string> = {
  pessoal: "Informações Pessoais",
  formacao: "Formação Acadêmica",
  experiencia: "Experiência Profissional",
  habilidades: "Habilidades",
  idiomas: "Idiomas",
  cursos: "Cursos Complementares",
  pcd: "Deficiência (PcD)",
};

/** One of the six parts the profile's completeness counts (spec §9), with its weight and whether it is done. */
export interface ProfilePart {
  section: SectionKey;
  label: string;
  weight: number;
  hint: string;
  done: boolean;
}

interface ProfileFacts {
  readonly nomeCompleto: string | null | undefined;
  readonly email: string | null | undefined;
  readonly telefone: string | null | undefined;
  readonly formacoes: readonly unknown[];
  readonly experiencias: readonly unknown[];
  readonly habilidades: readonly unknown[];
  readonly idiomas: readonly unknown[];
  readonly cursos: readonly unknown[];
}

export const profileParts = (profile: ProfileFacts): ProfilePart[] => [
  {
    section: "pessoal",
    label: "Informações Pessoais",
    weight: 20,
    hint: "Nome, email e telefone",
    done: Boolean(profile.nomeCompleto && profile.email && profile.telefone),
  },
  { section: "formacao", label: "Formação", weight: 20, hint: "Ao menos uma formação", done: profile.formacoes.length > 0 },
  { section: "experiencia", label: "Experiência", weight: 20, hint: "Ao menos uma experiência", done: profile.experiencias.length > 0 },
  { section: "habilidades", label: "Habilidades", weight: 15, hint: "Ao menos uma habilidade", done: profile.habilidades.length > 0 },
  { section: "idiomas", label: "Idiomas", weight: 15, hint: "Ao menos um idioma", done: profile.idiomas.length > 0 },
  { section: "cursos", label: "Cursos", weight: 10, hint: "Ao menos um curso", done: profile.cursos.length > 0 },
];
