// Profile completeness (spec §9): each part counts fully once it has what it needs.

export const completenessWeights = {
  pessoal: 20,
  formacao: 20,
  experiencia: 20,
  habilidades: 15,
  idiomas: 15,
  cursos: 10,
} as const;

export interface CompletenessInput {
  nomeCompleto: string | null;
  email: string | null;
  telefonePrincipal: string | null;
  formacoes: number;
  experiencias: number;
  habilidades: number;
  idiomas: number;
  cursos: number;
}

export function profileCompleteness(profile: CompletenessInput): number {
  const parts: [keyof typeof completenessWeights, boolean][] = [
    ["pessoal", Boolean(profile.nomeCompleto && profile.email && profile.telefonePrincipal)],
    ["formacao", profile.formacoes > 0],
    ["experiencia", profile.experiencias > 0],
    ["habilidades", profile.habilidades > 0],
    ["idiomas", profile.idiomas > 0],
    ["cursos", profile.cursos > 0],
  ];
  return parts.reduce((total, [part, done]) => total + (done ? completenessWeights[part] : 0), 0);
}
