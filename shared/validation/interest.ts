import * as v from "valibot";
import { optionalText } from "./common.ts";

/** A company's interest in a candidate, for one of its jobs. */
export const interestSchema = v.object({
  candidatoId: v.pipe(v.string("Candidato obrigatório"), v.nonEmpty("Candidato obrigatório")),
  vagaId: v.pipe(v.nullish(v.string(), ""), v.string(), v.nonEmpty("Selecione uma vaga para demonstrar interesse")),
  mensagem: optionalText(2_000),
});
