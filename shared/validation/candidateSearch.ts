import * as v from "valibot";
import { NivelVaga } from "../../server/db/generated/prisma/enums.ts";
import { areaValues } from "../catalog.ts";
import { optionalText } from "./common.ts";

const optionalFilter = <T extends v.GenericSchema<string>>(schema: T) =>
  v.pipe(
    v.nullish(v.string(), ""),
    v.string(),
    v.trim(),
    v.transform((text) => (text === "" || text.toLowerCase() === "todas" || text.toLowerCase() === "all" ? null : text)),
    v.nullable(schema),
  );

export const candidateSearchSchema = v.object({
  texto: optionalText(200),
  areaInteresse: optionalFilter(v.pipe(v.string(), v.toLowerCase(), v.picklist(areaValues, "Área inválida"))),
  nivelProfissional: optionalFilter(
    v.pipe(v.string(), v.toUpperCase(), v.transform((text) => text.replace(/-/g, "_")), v.enum(NivelVaga, "Nível inválido")),
  ),
  localizacao: optionalText(200),
});
