import {
  ModalidadeTrabalho,
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
