import type {
  Genero,
  ModalidadeTrabalho,
  NivelFormacao,
  NivelIdioma,
  NivelVaga,
  PcdVaga,
  TipoDeficiencia,
  StatusCandidatura,
  StatusFormacao,
  StatusInteresse,
  StatusVaga,
  TipoContrato,
  UserType,
} from "../../server/db/generated/prisma/enums.ts";
import type { MockPreferencia } from "./noticePreferences.ts";
import type { MockNotificacao } from "./notifications.ts";

// The mock's records: plain JSON (kept in sessionStorage between reloads), one
// field per GraphQL field of the same name. Ids are database-like ids (as in
// /jobs/{id}); resolvers turn them into global ids. Dates are YYYY-MM-DD,
// instants ISO strings.

export interface MockUser {
  id: string;
  email: string;
  password: string;
  userType: UserType;
  candidatoId: string | null;
  empresaId: string | null;
}

interface Address {
  enderecoCep: string | null;
  enderecoRua: string | null;
  enderecoNumero: string | null;
  enderecoBairro: string | null;
  enderecoCidade: string | null;
  enderecoEstado: string | null;
}

export interface MockEmpresa extends Address {
  id: string;
  userId: string;
  nomeEmpresa: string;
  cnpj: string;
  nomeResponsavel: string;
  descricaoEmpresa: string | null;
  setorAtuacao: string | null;
  website: string | null;
  linkRedeSocial: string | null;
  logoUrl: string | null;
}

export interface MockVaga {
  id: string;
  empresaId: string;
  titulo: string;
  descricao: string;
  requisitosObrigatorios: string;
  requisitosDesejaveis: string | null;
  areaAtuacao: string;
  nivelVaga: NivelVaga;
  tipoContrato: TipoContrato;
  modalidadeTrabalho: ModalidadeTrabalho;
  pcd?: PcdVaga | null;
  localizacao: string | null;
  faixaSalarialMin: number | null;
  faixaSalarialMax: number | null;
  beneficios: string | null;
  numeroPosicoes: number;
  prazoCandidatura: string | null;
  statusVaga: StatusVaga;
  createdAt: string;
  updatedAt: string;
}

export interface MockFormacao {
  id: string;
  instituicao: string;
  curso: string;
  nivel: NivelFormacao;
  status: StatusFormacao;
  dataInicio: string | null;
  dataFim: string | null;
}

export interface MockExperiencia {
  id: string;
  empresa: string;
  cargo: string;
  dataInicio: string | null;
  dataFim: string | null;
  descricao: string | null;
}

export interface MockHabilidade {
  id: string;
  nome: string;
}

export interface MockIdioma {
  id: string;
  idioma: string;
  nivel: NivelIdioma;
}

export interface MockCurso {
  id: string;
  nomeCurso: string;
  instituicao: string | null;
  anoConclusao: number | null;
}

export interface MockCandidato extends Address {
  id: string;
  userId: string;
  nomeCompleto: string;
  email: string;
  cpf: string | null;
  dataNascimento: string | null;
  genero: Genero | null;
  telefone: string | null;
  telefoneSecundario: string | null;
  linkLinkedIn: string | null;
  linkPortfolio: string | null;
  objetivoProfissional: string | null;
  areaInteresse: string | null;
  nivelProfissional: NivelVaga | null;
  fotoUrl: string | null;
  createdAt: string;
  formacoes: MockFormacao[];
  experiencias: MockExperiencia[];
  habilidades: MockHabilidade[];
  idiomas: MockIdioma[];
  cursos: MockCurso[];
  /** The declaration of disability, kept only under its consent (server/domain/pcd.ts). */
  declaracaoPcd?: MockDeclaracaoPcd | null;
}

export interface MockDeclaracaoPcd {
  tipos: TipoDeficiencia[];
  adaptacoes: string | null;
  consentimentoVersao: string;
  consentidoEm: string;
}

export interface MockCandidatura {
  id: string;
  candidatoId: string;
  vagaId: string;
  cartaApresentacao: string | null;
  statusCandidatura: StatusCandidatura;
  dataCandidatura: string;
  updatedAt: string;
}

export interface MockInteresse {
  id: string;
  empresaId: string;
  candidatoId: string;
  vagaId: string;
  mensagem: string | null;
  status: StatusInteresse;
  dataInteresse: string;
  updatedAt: string;
}

export interface MockVagaSalva {
  id: string;
  candidatoId: string;
  vagaId: string;
  createdAt: string;
}

export interface MockAlertaVaga {
  id: string;
  candidatoId: string;
  nome: string;
  texto: string | null;
  localizacao: string | null;
  areaAtuacao: string | null;
  nivelVaga: NivelVaga | null;
  tipoContrato: TipoContrato | null;
  modalidadeTrabalho: ModalidadeTrabalho | null;
  pcd?: PcdVaga | null;
  ativo: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Everything the mock knows; `nextId` numbers the records mutations create. */
export interface MockData {
  users: MockUser[];
  empresas: MockEmpresa[];
  vagas: MockVaga[];
  candidatos: MockCandidato[];
  candidaturas: MockCandidatura[];
  interesses: MockInteresse[];
  notificacoes: MockNotificacao[];
  vagasSalvas: MockVagaSalva[];
  /** Notice preferences that differ from the catalogue's defaults. */
  preferenciasNotificacao: MockPreferencia[];
  alertasVagas: MockAlertaVaga[];
  nextId: number;
}

/** The profile sections of a candidate, by their GraphQL type. */
export const sectionLists = {
  Formacao: "formacoes",
  Experiencia: "experiencias",
  Habilidade: "habilidades",
  Idioma: "idiomas",
  Curso: "cursos",
} as const;

export type SectionType = keyof typeof sectionLists;
