import * as v from "valibot";
import { ModalidadeTrabalho, NivelVaga, PcdVaga, StatusVaga, TipoContrato } from "../../server/db/generated/prisma/enums.ts";
import { areaValues } from "../catalog.ts";
import { cepSchema, optionalDate, optionalText, requiredText as required } from "./common.ts";

/** Whole reais; empty means "not informed" (null). */
const salary = v.pipe(
  v.nullish(v.union([v.number(), v.string()]), null),
  v.transform((value) => (value === null || String(value).trim() === "" ? null : Number(String(value).replace(",", ".")))),
  v.nullable(
    v.pipe(
      v.number("Informe um valor numérico"),
      v.check((n) => Number.isFinite(n), "Informe um valor numérico"),
      v.minValue(0, "O salário não pode ser negativo"),
      v.maxValue(10_000_000, "Informe um valor menor"),
      v.transform(Math.round),
    ),
  ),
);

/** At least 1; text that is not a number becomes 1 (spec §5). */
const positions = v.pipe(
  v.nullish(v.union([v.number(), v.string()]), 1),
  v.transform((value) => {
    const n = Number(value);
    return Number.isFinite(n) && String(value).trim() !== "" ? Math.floor(n) : 1;
  }),
  v.number(),
  v.minValue(1, "O número de posições deve ser pelo menos 1"),
  v.maxValue(10_000, "Informe no máximo 10.000 posições"),
);

export const jobSchema = v.pipe(
  v.object({
    titulo: required("Título é obrigatório", 160),
    descricao: required("Descrição é obrigatória", 10_000),
    requisitosObrigatorios: required("Requisitos obrigatórios são obrigatórios", 5_000),
    requisitosDesejaveis: optionalText(5_000),
    areaAtuacao: v.pipe(v.nullish(v.string(), ""), v.picklist(areaValues, "Área de atuação é obrigatória")),
    nivelVaga: v.nullish(v.enum(NivelVaga, "Nível inválido"), "JUNIOR"),
    tipoContrato: v.nullish(v.enum(TipoContrato, "Tipo de contrato inválido"), "CLT"),
    modalidadeTrabalho: v.nullish(v.enum(ModalidadeTrabalho, "Modalidade inválida"), "PRESENCIAL"),
    /** Neither mark is null (the default). */
    pcd: v.pipe(
      v.nullish(v.string("Marcação PcD inválida"), ""),
      v.transform((text) => (text === "" ? null : text)),
      v.nullable(v.enum(PcdVaga, "Marcação PcD inválida")),
    ),
    localizacao: optionalText(160),
    cepLocalTrabalho: cepSchema,
    faixaSalarialMin: salary,
    faixaSalarialMax: salary,
    beneficios: optionalText(5_000),
    numeroPosicoes: positions,
    prazoCandidatura: optionalDate(),
  }),
  v.forward(
    v.check(
      ({ faixaSalarialMin: min, faixaSalarialMax: max }) => min === null || max === null || min <= max,
      "O salário máximo deve ser maior ou igual ao mínimo",
    ),
    ["faixaSalarialMax"],
  ),
);

export type JobInput = v.InferInput<typeof jobSchema>;
export type JobData = v.InferOutput<typeof jobSchema>;

export const jobStatusSchema = v.enum(StatusVaga, "Status inválido");

/** A filter value as a URL or a select sends it ("c-level", "hibrido") or as the enum ("C_LEVEL"). */
const filterEnum = <T extends Record<string, string>>(values: T, message: string) =>
  v.pipe(
    v.nullish(v.string(), ""),
    v.string(),
    v.trim(),
    v.transform((text) => text.toUpperCase().replace(/-/g, "_")),
    v.transform((text) => (text === "" ? null : text)),
    v.nullable(v.enum(values, message)),
  );

const filterText = v.pipe(
  v.nullish(v.string(), ""),
  v.string(),
  v.trim(),
  v.maxLength(200, "Use no máximo 200 caracteres"),
  v.transform((text) => (text === "" ? null : text)),
);

export const jobSearchSchema = v.object({
  texto: filterText,
  localizacao: filterText,
  areaAtuacao: v.pipe(
    v.nullish(v.string(), ""),
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.transform((text) => (text === "" ? null : text)),
    v.nullable(v.picklist(areaValues, "Área de atuação inválida")),
  ),
  nivelVaga: filterEnum(NivelVaga, "Nível inválido"),
  tipoContrato: filterEnum(TipoContrato, "Tipo de contrato inválido"),
  modalidadeTrabalho: filterEnum(ModalidadeTrabalho, "Modalidade inválida"),
  pcd: filterEnum(PcdVaga, "Filtro PcD inválido"),
  statusVaga: filterEnum(StatusVaga, "Status inválido"),
  /** A company's id (the partner API's filter; decoded from its global id by the schema). */
  empresaId: v.nullish(v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/, "Empresa inválida")), null),
});
