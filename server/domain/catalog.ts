import type { ModalidadeTrabalho, NivelVaga, StatusVaga, TipoContrato } from "../db/generated/prisma/enums.ts";

// The values and Portuguese labels of the spec's enumerations (§3), shared by
// the server (validation, search filters) and the web (selects, badges).

/** Areas of work: the job search filter list plus the landing page's 'administrativo'. */
export const areas = [
  { value: "tecnologia", label: "Tecnologia" },
  { value: "vendas", label: "Vendas" },
  { value: "marketing", label: "Marketing" },
  { value: "financeiro", label: "Financeiro" },
  { value: "recursos-humanos", label: "Recursos Humanos" },
  { value: "administrativo", label: "Administrativo" },
  { value: "operacoes", label: "Operações" },
  { value: "juridico", label: "Jurídico" },
  { value: "design", label: "Design" },
  { value: "educacao", label: "Educação" },
  { value: "saude", label: "Saúde" },
  { value: "engenharia", label: "Engenharia" },
  { value: "consultoria", label: "Consultoria" },
  { value: "outros", label: "Outros" },
] as const;

export type Area = (typeof areas)[number]["value"];
export const areaValues = areas.map((area) => area.value) as [Area, ...Area[]];
export const areaLabel = (value: string) => areas.find((area) => area.value === value)?.label ?? value;

export const nivelLabels = {
  ESTAGIO: "Estágio",
  ESTAGIARIO: "Estagiário",
  APRENDIZ: "Aprendiz",
  TRAINEE: "Trainee",
  JUNIOR: "Júnior",
  PLENO: "Pleno",
  SENIOR: "Sênior",
  ESPECIALISTA: "Especialista",
  COORDENADOR: "Coordenador",
  GERENTE: "Gerente",
  DIRETOR: "Diretor",
  C_LEVEL: "C-Level",
} as const satisfies Record<NivelVaga, string>;

/** The levels a company picks from: ESTAGIARIO reads the same as ESTAGIO, so only one is offered. */
export const nivelOptions = (Object.keys(nivelLabels) as NivelVaga[]).filter((nivel) => nivel !== "ESTAGIARIO");

export const contratoLabels = {
  CLT: "CLT",
  PJ: "PJ",
  TEMPORARIO: "Temporário",
  FREELANCER: "Freelancer",
  ESTAGIO: "Estágio",
  TRAINEE: "Trainee",
} as const satisfies Record<TipoContrato, string>;

export const modalidadeLabels = {
  PRESENCIAL: "Presencial",
  REMOTO: "Remoto",
  HIBRIDO: "Híbrido",
} as const satisfies Record<ModalidadeTrabalho, string>;

export const statusVagaLabels = {
  ATIVA: "Ativa",
  PAUSADA: "Pausada",
  ENCERRADA: "Encerrada",
} as const satisfies Record<StatusVaga, string>;

/** Levels a search filter value stands for: 'estagio' finds both readings of an internship. */
export const nivelSearchGroups: Partial<Record<NivelVaga, NivelVaga[]>> = {
  ESTAGIO: ["ESTAGIO", "ESTAGIARIO"],
  ESTAGIARIO: ["ESTAGIO", "ESTAGIARIO"],
};
