import { nivelSearchGroups } from "../../shared/catalog.ts";
import type { NivelVaga } from "../../server/db/generated/prisma/enums.ts";
import type { MockStore } from "./store.ts";
import type { MockCandidato, MockVaga } from "./types.ts";

// The searches of the job list and of candidate search, close enough to the
// server's for screens to behave alike: accents and case ignored, every word
// must be found, newest first.

export const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase();

const words = (text: string | null | undefined) => fold(text ?? "").split(/\s+/).filter(Boolean);

const matchesAll = (haystack: (string | null | undefined)[], query: string | null | undefined) => {
  const text = fold(haystack.filter(Boolean).join(" "));
  return words(query).every((word) => text.includes(word));
};

export interface VagaFiltros {
  texto?: string | null;
  localizacao?: string | null;
  areaAtuacao?: string | null;
  nivelVaga?: NivelVaga | null;
  tipoContrato?: string | null;
  modalidadeTrabalho?: string | null;
  pcd?: string | null;
  statusVaga?: string | null;
}

/** "Campinas - SP", "Campinas" (by its beginning) or "SP". */
function matchesPlace(localizacao: string | null, wanted: string) {
  if (!localizacao) return false;
  const [city = "", uf = ""] = fold(localizacao).split(" - ");
  const [wantedCity = "", wantedUf] = fold(wanted).trim().split(/\s*-\s*/);
  if (wantedUf !== undefined) return city === wantedCity && uf === wantedUf;
  return city.startsWith(wantedCity) || uf === wantedCity;
}

export function searchVagas(store: MockStore, filtros: VagaFiltros | null | undefined): MockVaga[] {
  const f = filtros ?? {};
  const levels = f.nivelVaga ? (nivelSearchGroups[f.nivelVaga] ?? [f.nivelVaga]) : null;
  return store.data.vagas
    .filter((vaga) => vaga.statusVaga === (f.statusVaga ?? "ATIVA"))
    .filter((vaga) => !f.areaAtuacao || vaga.areaAtuacao === f.areaAtuacao)
    .filter((vaga) => !levels || levels.includes(vaga.nivelVaga))
    .filter((vaga) => !f.tipoContrato || vaga.tipoContrato === f.tipoContrato)
    .filter((vaga) => !f.modalidadeTrabalho || vaga.modalidadeTrabalho === f.modalidadeTrabalho)
    .filter((vaga) => !f.pcd || vaga.pcd === f.pcd)
    .filter((vaga) => !f.localizacao?.trim() || matchesPlace(vaga.localizacao, f.localizacao))
    .filter((vaga) =>
      matchesAll(
        [vaga.titulo, vaga.areaAtuacao, store.empresa(vaga.empresaId)?.nomeEmpresa, vaga.requisitosObrigatorios, vaga.descricao],
        f.texto,
      ),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export interface CandidatoFiltros {
  texto?: string | null;
  localizacao?: string | null;
  areaInteresse?: string | null;
  nivelProfissional?: NivelVaga | null;
}

export function searchCandidatos(store: MockStore, filtros: CandidatoFiltros | null | undefined): MockCandidato[] {
  const f = filtros ?? {};
  return store.data.candidatos
    .filter((c) => !f.areaInteresse || c.areaInteresse === f.areaInteresse)
    .filter((c) => !f.nivelProfissional || c.nivelProfissional === f.nivelProfissional)
    .filter((c) => matchesAll([c.enderecoCidade, c.enderecoEstado], f.localizacao))
    .filter((c) =>
      matchesAll([c.nomeCompleto, c.objetivoProfissional, ...c.habilidades.map((h) => h.nome), ...c.experiencias.map((e) => e.cargo)], f.texto),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Active jobs the candidate has not applied to: their area first, then their level, then newest. */
export function recommendVagas(store: MockStore, candidato: MockCandidato, limit: number): MockVaga[] {
  const applied = new Set(store.data.candidaturas.filter((c) => c.candidatoId === candidato.id).map((c) => c.vagaId));
  const score = (vaga: MockVaga) =>
    (vaga.areaAtuacao === candidato.areaInteresse ? 2 : 0) + (vaga.nivelVaga === candidato.nivelProfissional ? 1 : 0);
  return searchVagas(store, {})
    .filter((vaga) => !applied.has(vaga.id))
    .sort((a, b) => score(b) - score(a) || b.createdAt.localeCompare(a.createdAt))
    .slice(0, Math.max(0, limit));
}
