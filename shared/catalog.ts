import type {
  Genero,
  ModalidadeTrabalho,
  NivelFormacao,
  NivelIdioma,
  NivelVaga,
  PcdVaga,
  StatusFormacao,
  StatusVaga,
  TipoContrato,
} from "../server/db/generated/prisma/enums.ts";

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

/**
 * A job's PcD mark as people read it (form, job page, card, filters); what each means is in
 * shared/pcd.ts. Here, with the other job labels, so the job list's first load carries no more.
 */
export const pcdVagaLabels = {
  AFIRMATIVA: "Vaga afirmativa para PcD",
  TAMBEM: "Também para PcD",
} as const satisfies Record<PcdVaga, string>;

/** Levels a search filter value stands for: 'estagio' finds both readings of an internship. */
export const nivelSearchGroups: Partial<Record<NivelVaga, NivelVaga[]>> = {
  ESTAGIO: ["ESTAGIO", "ESTAGIARIO"],
  ESTAGIARIO: ["ESTAGIO", "ESTAGIARIO"],
};

/** The 27 federative units, for state selects. */
export const ufs = [
  { value: "AC", label: "Acre" },
  { value: "AL", label: "Alagoas" },
  { value: "AP", label: "Amapá" },
  { value: "AM", label: "Amazonas" },
  { value: "BA", label: "Bahia" },
  { value: "CE", label: "Ceará" },
  { value: "DF", label: "Distrito Federal" },
  { value: "ES", label: "Espírito Santo" },
  { value: "GO", label: "Goiás" },
  { value: "MA", label: "Maranhão" },
  { value: "MT", label: "Mato Grosso" },
  { value: "MS", label: "Mato Grosso do Sul" },
  { value: "MG", label: "Minas Gerais" },
  { value: "PA", label: "Pará" },
  { value: "PB", label: "Paraíba" },
  { value: "PR", label: "Paraná" },
  { value: "PE", label: "Pernambuco" },
  { value: "PI", label: "Piauí" },
  { value: "RJ", label: "Rio de Janeiro" },
  { value: "RN", label: "Rio Grande do Norte" },
  { value: "RS", label: "Rio Grande do Sul" },
  { value: "RO", label: "Rondônia" },
  { value: "RR", label: "Roraima" },
  { value: "SC", label: "Santa Catarina" },
  { value: "SP", label: "São Paulo" },
  { value: "SE", label: "Sergipe" },
  { value: "TO", label: "Tocantins" },
] as const;

export type Uf = (typeof ufs)[number]["value"];
export const ufValues = ufs.map((uf) => uf.value) as [Uf, ...Uf[]];

export const generoLabels = {
  MASCULINO: "Masculino",
  FEMININO: "Feminino",
  NAO_INFORMAR: "Não informar",
} as const satisfies Record<Genero, string>;

export const nivelFormacaoLabels = {
  ENSINO_FUNDAMENTAL: "Ensino Fundamental",
  ENSINO_MEDIO: "Ensino Médio",
  TECNICO: "Técnico",
  GRADUACAO: "Graduação",
  POS_GRADUACAO: "Pós-graduação",
  MESTRADO: "Mestrado",
  DOUTORADO: "Doutorado",
} as const satisfies Record<NivelFormacao, string>;

export const statusFormacaoLabels = {
  EM_ANDAMENTO: "Em andamento",
  CONCLUIDO: "Concluído",
  INTERROMPIDO: "Interrompido",
} as const satisfies Record<StatusFormacao, string>;

export const nivelIdiomaLabels = {
  BASICO: "Básico",
  INTERMEDIARIO: "Intermediário",
  AVANCADO: "Avançado",
  FLUENTE: "Fluente",
} as const satisfies Record<NivelIdioma, string>;
