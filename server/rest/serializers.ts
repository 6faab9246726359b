import type { Candidatura, Empresa, Prisma, Vaga } from "../db/generated/prisma/client.ts";
import { generoLabels } from "../../shared/catalog.ts";
import { ageOn } from "../domain/age.ts";
import { imageUrl } from "../domain/images.ts";

// The spec's JSON shapes (§3). Dates are ISO strings; prazoCandidatura is a calendar date.

type CompanySummary = Pick<Empresa, "nomeEmpresa" | "logoId">;

const isoDate = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

export function companySummaryJson(empresa: CompanySummary) {
  // The spec's screens read either nomeEmpresa or nome.
  return { nomeEmpresa: empresa.nomeEmpresa, nome: empresa.nomeEmpresa, logoUrl: imageUrl(empresa.logoId) };
}

export function jobJson(vaga: Vaga & { empresa: CompanySummary; _count?: { candidaturas: number } }) {
  return {
    id: vaga.id,
    empresaId: vaga.empresaId,
    titulo: vaga.titulo,
    descricao: vaga.descricao,
    requisitosObrigatorios: vaga.requisitosObrigatorios,
    requisitosDesejaveis: vaga.requisitosDesejaveis,
    areaAtuacao: vaga.areaAtuacao,
    nivelVaga: vaga.nivelVaga,
    tipoContrato: vaga.tipoContrato,
    modalidadeTrabalho: vaga.modalidadeTrabalho,
    localizacao: vaga.localizacao,
    faixaSalarialMin: vaga.faixaSalarialMin,
    faixaSalarialMax: vaga.faixaSalarialMax,
    // The job card reads these names.
    salarioMin: vaga.faixaSalarialMin,
    salarioMax: vaga.faixaSalarialMax,
    beneficios: vaga.beneficios,
    numeroPosicoes: vaga.numeroPosicoes,
    prazoCandidatura: isoDate(vaga.prazoCandidatura),
    statusVaga: vaga.statusVaga,
    createdAt: vaga.createdAt.toISOString(),
    updatedAt: vaga.updatedAt.toISOString(),
    empresa: companySummaryJson(vaga.empresa),
    ...(vaga._count ? { totalCandidaturas: vaga._count.candidaturas } : {}),
  };
}

export function applicationJson(
  candidatura: Candidatura & { vaga: Vaga & { empresa: CompanySummary }; candidato: { nomeCompleto: string } },
) {
  return {
    id: candidatura.id,
    vagaId: candidatura.vagaId,
    candidatoId: candidatura.candidatoId,
    statusCandidatura: candidatura.statusCandidatura,
    dataCandidatura: candidatura.dataCandidatura.toISOString(),
    updatedAt: candidatura.updatedAt.toISOString(),
    cartaApresentacao: candidatura.cartaApresentacao,
    vaga: {
      id: candidatura.vaga.id,
      titulo: candidatura.vaga.titulo,
      localizacao: candidatura.vaga.localizacao,
      empresa: companySummaryJson(candidatura.vaga.empresa),
    },
    candidato: { nomeCompleto: candidatura.candidato.nomeCompleto },
  };
}

type CandidatoRow = Prisma.CandidatoGetPayload<{ include: { user: { select: { email: true } } } }>;

const ageToday = (birth: Date | null) => (birth ? ageOn(birth, new Date()) : null);

/** What companies may see of a candidate: no CPF, street address, secondary phone or gender. */
export function candidatePublicJson(candidato: CandidatoRow) {
  return {
    id: candidato.id,
    nomeCompleto: candidato.nomeCompleto,
    email: candidato.user.email,
    telefone: candidato.telefonePrincipal,
    enderecoCidade: candidato.enderecoCidade,
    enderecoEstado: candidato.enderecoEstado,
    dataNascimento: isoDate(candidato.dataNascimento),
    idade: ageToday(candidato.dataNascimento),
    objetivoProfissional: candidato.objetivoProfissional,
    linkLinkedIn: candidato.linkLinkedIn,
    linkPortfolio: candidato.linkPortfolio,
    areaInteresse: candidato.areaInteresse,
    nivelProfissional: candidato.nivelProfissional,
    fotoUrl: imageUrl(candidato.fotoId),
  };
}

/** The candidate's own profile: everything, the spec's genero labels included. */
export function candidateOwnJson(candidato: CandidatoRow, completude: number) {
  return {
    ...candidatePublicJson(candidato),
    cpf: candidato.cpf,
    genero: candidato.genero ? generoLabels[candidato.genero] : null,
    telefonePrincipal: candidato.telefonePrincipal,
    telefoneSecundario: candidato.telefoneSecundario,
    enderecoCep: candidato.enderecoCep,
    enderecoRua: candidato.enderecoRua,
    enderecoNumero: candidato.enderecoNumero,
    enderecoBairro: candidato.enderecoBairro,
    completude,
  };
}

export function companyOwnJson(empresa: Empresa & { user: { email: string } }) {
  return {
    id: empresa.id,
    email: empresa.user.email,
    nomeEmpresa: empresa.nomeEmpresa,
    cnpj: empresa.cnpj,
    nomeResponsavel: empresa.nomeResponsavel,
    descricaoEmpresa: empresa.descricaoEmpresa,
    setorAtuacao: empresa.setorAtuacao,
    website: empresa.website,
    linkRedeSocial: empresa.linkRedeSocial,
    enderecoCep: empresa.enderecoCep,
    enderecoRua: empresa.enderecoRua,
    enderecoNumero: empresa.enderecoNumero,
    enderecoBairro: empresa.enderecoBairro,
    enderecoCidade: empresa.enderecoCidade,
    enderecoEstado: empresa.enderecoEstado,
    logoUrl: imageUrl(empresa.logoId),
  };
}

/** A section item with its dates as YYYY-MM-DD and without the owner's id. */
export function sectionItemJson(item: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(item)
      .filter(([key]) => key !== "candidatoId" && key !== "createdAt")
      .map(([key, value]) => [key, value instanceof Date ? isoDate(value) : value]),
  );
}

/** An application as the job's company sees it: the candidate's public fields, never the private ones. */
export function companyApplicationJson(
  candidatura: Candidatura & { vaga: Vaga & { empresa: CompanySummary }; candidato: CandidatoRow },
) {
  return {
    ...applicationJson(candidatura),
    candidato: candidatePublicJson(candidatura.candidato),
  };
}

export function interestJson(interesse: {
  id: string;
  candidatoId: string;
  vagaId: string;
  empresaId: string;
  mensagem: string | null;
  status: string;
  dataInteresse: Date;
  updatedAt: Date;
  vaga: { titulo: string; localizacao: string | null; areaAtuacao: string; nivelVaga: string; tipoContrato: string; modalidadeTrabalho: string };
  candidato: { nomeCompleto: string };
  empresa: { nomeEmpresa: string; logoId: string | null };
}) {
  return {
    id: interesse.id,
    candidatoId: interesse.candidatoId,
    vagaId: interesse.vagaId,
    mensagem: interesse.mensagem,
    dataInteresse: interesse.dataInteresse.toISOString(),
    updatedAt: interesse.updatedAt.toISOString(),
    // The spec's screens read both names.
    status: interesse.status,
    statusInteresse: interesse.status,
    vaga: { ...interesse.vaga },
    candidato: { nomeCompleto: interesse.candidato.nomeCompleto },
    empresa: companySummaryJson(interesse.empresa),
  };
}
