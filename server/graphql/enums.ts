import {
  Genero,
  type ModalidadeTrabalho,
  NivelFormacao,
  NivelIdioma,
  StatusFormacao,
  StatusInteresse,
  type NivelVaga,
  type PcdVaga,
  StatusCandidatura,
  type StatusVaga,
  type TipoContrato,
} from "../db/generated/prisma/enums.ts";
import { contratoLabels, modalidadeLabels, nivelLabels, statusVagaLabels } from "../../shared/catalog.ts";
import { pcdVagaMeanings } from "../../shared/pcd.ts";
import { builder, inPublicApi } from "./builder.ts";

/** A public enum: each value described by its label in the interface. */
function labelledEnum<T extends string>(name: string, labels: Record<T, string>, description: string) {
  return builder.enumType(name, {
    subGraphs: inPublicApi,
    description,
    values: Object.fromEntries(Object.entries<string>(labels).map(([value, label]) => [value, { description: label }])) as Record<T, { description: string }>,
  });
}

export const NivelVagaEnum = labelledEnum(
  "NivelVaga",
  nivelLabels satisfies Record<NivelVaga, string>,
  "Nível da vaga. ESTAGIO e ESTAGIARIO significam o mesmo (a busca por um encontra os dois).",
);
export const TipoContratoEnum = labelledEnum("TipoContrato", contratoLabels satisfies Record<TipoContrato, string>, "Tipo de contrato.");
export const ModalidadeTrabalhoEnum = labelledEnum(
  "ModalidadeTrabalho",
  modalidadeLabels satisfies Record<ModalidadeTrabalho, string>,
  "Onde se trabalha: no local, à distância ou em parte de cada.",
);
export const StatusVagaEnum = labelledEnum(
  "StatusVaga",
  statusVagaLabels satisfies Record<StatusVaga, string>,
  "Situação da vaga: só vagas ATIVA aparecem na busca (por padrão) e recebem candidaturas.",
);
export const PcdVagaEnum = labelledEnum(
  "PcdVaga",
  pcdVagaMeanings satisfies Record<PcdVaga, string>,
  "Inclusão de pessoas com deficiência (PcD): vaga afirmativa, exclusiva para PcD, ou vaga aberta a todos e também para PcD.",
);
export const StatusCandidaturaEnum = builder.enumType(StatusCandidatura, { name: "StatusCandidatura" });
export const GeneroEnum = builder.enumType(Genero, { name: "Genero" });
export const NivelFormacaoEnum = builder.enumType(NivelFormacao, { name: "NivelFormacao" });
export const StatusFormacaoEnum = builder.enumType(StatusFormacao, { name: "StatusFormacao" });
export const NivelIdiomaEnum = builder.enumType(NivelIdioma, { name: "NivelIdioma" });
export const StatusInteresseEnum = builder.enumType(StatusInteresse, { name: "StatusInteresse" });
