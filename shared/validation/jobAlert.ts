import * as v from "valibot";
import { jobSearchSchema } from "./job.ts";
import { alertNameSchema } from "./alertName.ts";

// A job alert: a name (alertName.ts), and the search of /jobs it watches (its text, place and
// filters, read exactly as the search reads them).

/** Alerts a candidate may keep: enough for several searches, few enough that a sweep stays cheap. */
export const maxAlertsPerCandidate = 20;

/** What /jobs searches with; the partner API's status and company filters are no part of an alert. */
export const alertSearchSchema = v.pipe(
  v.nullish(v.looseObject({}), {}),
  v.pick(jobSearchSchema, ["texto", "localizacao", "areaAtuacao", "nivelVaga", "tipoContrato", "modalidadeTrabalho", "pcd"]),
  v.check((search) => Object.values(search).some((value) => value !== null), "Escolha ao menos uma palavra-chave, um local ou um filtro para o alerta"),
);

export const alertSchema = v.object({ nome: alertNameSchema, busca: alertSearchSchema });

export type AlertSearch = v.InferOutput<typeof alertSearchSchema>;
