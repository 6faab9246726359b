import {
  Genero,
  ModalidadeTrabalho,
  NivelFormacao,
  NivelIdioma,
  StatusFormacao,
  StatusInteresse,
  NivelVaga,
  StatusCandidatura,
  StatusVaga,
  TipoContrato,
} from "../db/generated/prisma/enums.ts";
import { builder } from "./builder.ts";

export const NivelVagaEnum = builder.enumType(NivelVaga, { name: "NivelVaga" });
export const TipoContratoEnum = builder.enumType(TipoContrato, { name: "TipoContrato" });
export const ModalidadeTrabalhoEnum = builder.enumType(ModalidadeTrabalho, { name: "ModalidadeTrabalho" });
export const StatusVagaEnum = builder.enumType(StatusVaga, { name: "StatusVaga" });
export const StatusCandidaturaEnum = builder.enumType(StatusCandidatura, { name: "StatusCandidatura" });
export const GeneroEnum = builder.enumType(Genero, { name: "Genero" });
export const NivelFormacaoEnum = builder.enumType(NivelFormacao, { name: "NivelFormacao" });
export const StatusFormacaoEnum = builder.enumType(StatusFormacao, { name: "StatusFormacao" });
export const NivelIdiomaEnum = builder.enumType(NivelIdioma, { name: "NivelIdioma" });
export const StatusInteresseEnum = builder.enumType(StatusInteresse, { name: "StatusInteresse" });
