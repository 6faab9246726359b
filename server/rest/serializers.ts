import type { Candidatura, Empresa, Vaga } from "../db/generated/prisma/client.ts";
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
