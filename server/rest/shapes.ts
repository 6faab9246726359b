import { removedCandidateName } from "../../shared/removedCandidate.ts";
import { generoLabels } from "../../shared/catalog.ts";
import { rawId } from "./operations.ts";

// The spec's JSON shapes (§3), made from what the GraphQL schema answers. The
// fragments select only what each shape shows; what a viewer may not see the
// schema has already withheld.

type Row = Record<string, unknown>;

export const jobFragment = `
  fragment RestJob on Vaga {
    id titulo descricao requisitosObrigatorios requisitosDesejaveis areaAtuacao nivelVaga tipoContrato
    modalidadeTrabalho pcd localizacao cepLocalTrabalho faixaSalarialMin faixaSalarialMax beneficios numeroPosicoes
    prazoCandidatura statusVaga createdAt updatedAt
    empresa { id nomeEmpresa logoUrl }
  }`;

interface CompanySummary {
  id?: string;
  nomeEmpresa: string;
  logoUrl: string | null;
}

export type JobNode = Row & { id: string; faixaSalarialMin: number | null; faixaSalarialMax: number | null; empresa: CompanySummary; candidaturaCount?: number | null };

// The spec's screens read either nomeEmpresa or nome.
const companySummaryJson = ({ nomeEmpresa, logoUrl }: CompanySummary) => ({ nomeEmpresa, nome: nomeEmpresa, logoUrl });

export function jobJson({ id, empresa, candidaturaCount, ...fields }: JobNode) {
  return {
    ...fields,
    id: rawId(id),
    empresaId: rawId(empresa.id!),
    // The job card reads these names.
    salarioMin: fields.faixaSalarialMin,
    salarioMax: fields.faixaSalarialMax,
    empresa: companySummaryJson(empresa),
    ...(candidaturaCount === undefined ? {} : { totalCandidaturas: candidaturaCount }),
  };
}

export const candidateFragment = `
  fragment RestCandidate on Candidato {
    id nomeCompleto email telefone enderecoCidade enderecoEstado dataNascimento idade
    objetivoProfissional linkLinkedIn linkPortfolio areaInteresse nivelProfissional fotoUrl
  }`;

export const ownCandidateFragment = `
  fragment RestOwnCandidate on Candidato {
    ...RestCandidate
    cpf genero telefoneSecundario enderecoCep enderecoRua enderecoNumero enderecoBairro completude
  }
  ${candidateFragment}`;

export type CandidateNode = Row & { id: string; telefone: string | null; genero?: keyof typeof generoLabels | null };

export const candidateJson = (candidato: CandidateNode) => ({ ...candidato, id: rawId(candidato.id) });

/** The candidate's own profile, with the spec's genero labels. */
export const ownCandidateJson = ({ genero, ...candidato }: CandidateNode) => ({
  ...candidateJson(candidato),
  genero: genero ? generoLabels[genero] : null,
  telefonePrincipal: candidato.telefone,
});

export const ownCompanyFragment = `
  fragment RestOwnCompany on Empresa {
    id nomeEmpresa cnpj nomeResponsavel descricaoEmpresa setorAtuacao website linkRedeSocial
    enderecoCep enderecoRua enderecoNumero enderecoBairro enderecoCidade enderecoEstado logoUrl
  }`;

export const ownCompanyJson = (empresa: Row & { id: string }, email: string) => ({ ...empresa, id: rawId(empresa.id), email });

export const applicationFragment = `
  fragment RestApplication on Candidatura {
    id statusCandidatura dataCandidatura updatedAt cartaApresentacao
    vaga { id titulo localizacao empresa { nomeEmpresa logoUrl } }
    candidato { id nomeCompleto }
  }`;

/** An application as the job's company reads it: the candidate's profile as companies see it. */
export const companyApplicationFragment = `
  fragment RestCompanyApplication on Candidatura {
    ...RestApplication
    candidato { ...RestCandidate }
    declaracaoPcd { tipos adaptacoes }
  }
  ${applicationFragment}
  ${candidateFragment}`;

export type ApplicationNode = Row & {
  id: string;
  vaga: { id: string; titulo: string; localizacao: string | null; empresa: CompanySummary };
  /** Null once the candidate deleted their account. */
  candidato: (CandidateNode & { nomeCompleto: string }) | null;
};

/** Who applied, in place of a candidate who deleted their account: the spec's readers show `candidato.nomeCompleto`. */
const removedCandidate = { nomeCompleto: removedCandidateName };

export function applicationJson({ id, vaga, candidato, ...fields }: ApplicationNode) {
  return {
    ...fields,
    id: rawId(id),
    vagaId: rawId(vaga.id),
    candidatoId: candidato ? rawId(candidato.id) : null,
    vaga: { ...vaga, id: rawId(vaga.id), empresa: companySummaryJson(vaga.empresa) },
    candidato: candidato ? { nomeCompleto: candidato.nomeCompleto } : removedCandidate,
  };
}

export const companyApplicationJson = (candidatura: ApplicationNode) => ({
  ...applicationJson(candidatura),
  candidato: candidatura.candidato ? candidateJson(candidatura.candidato) : removedCandidate,
});

export const interestFragment = `
  fragment RestInterest on Interesse {
    id mensagem status dataInteresse updatedAt
    vaga { id titulo localizacao areaAtuacao nivelVaga tipoContrato modalidadeTrabalho }
    candidato { id nomeCompleto }
    empresa { nomeEmpresa logoUrl }
  }`;

export type InterestNode = Row & { id: string; status: string; vaga: Row & { id: string }; candidato: { id: string; nomeCompleto: string }; empresa: CompanySummary };

export function interestJson({ id, vaga, candidato, empresa, ...fields }: InterestNode) {
  return {
    ...fields,
    id: rawId(id),
    candidatoId: rawId(candidato.id),
    vagaId: rawId(vaga.id),
    // The spec's screens read both names.
    statusInteresse: fields.status,
    vaga: { ...vaga, id: rawId(vaga.id) },
    candidato: { nomeCompleto: candidato.nomeCompleto },
    empresa: companySummaryJson(empresa),
  };
}

/** What the spec shows of an item of each profile section. */
export const sectionItemFields = {
  Formacao: "id instituicao curso nivel status dataInicio dataFim",
  Experiencia: "id empresa cargo dataInicio dataFim descricao",
  Habilidade: "id nome",
  Idioma: "id idioma nivel",
  Curso: "id nomeCurso instituicao anoConclusao",
} as const;

export const sectionsFragment = `
  fragment RestSections on Candidato {
    formacoes { ${sectionItemFields.Formacao} }
    experiencias { ${sectionItemFields.Experiencia} }
    habilidades { ${sectionItemFields.Habilidade} }
    idiomas { ${sectionItemFields.Idioma} }
    cursos { ${sectionItemFields.Curso} }
  }`;

export type SectionItem = Row & { id: string };

export const sectionItemJson = (item: SectionItem) => ({ ...item, id: rawId(item.id) });
