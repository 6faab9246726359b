import * as v from "valibot";
import { jobSearchSchema } from "./job.ts";
import { requiredText } from "./common.ts";

// A job alert: a name, and the search of /jobs it watches (its text, place and
// filters, read exactly as the search reads them).

export const maxAlertName = 80;
/** Alerts a candidate may keep: enough for several searches, few enough that a sweep stays cheap. */
export const maxAlertsPerCandidate = 20;

export const alertNameSchema = requiredText("Dê um nome ao alerta", maxAlertName);

/** What /jobs searches with; the partner API's status and company filters are no part of an alert. */
export const alertSearchSchema = v.pipe(
  v.nullish(v.looseObject({}), {}),
  v.pick(jobSearchSchema, ["texto", "localizacao", "areaAtuacao", "nivelVaga", "tipoContrato", "modalidadeTrabalho"]),
  v.check((search) => Object.values(search).some((value) => value !== null), "Escolha ao menos uma palavra-chave, um local ou um filtro para o alerta"),
);

export const alertSchema = v.object({ nome: alertNameSchema, busca: alertSearchSchema });

/** A new name (the rename form's, and the server's check of it). */
export const alertRenameSchema = v.object({ nome: alertNameSchema });

export type AlertSearch = v.InferOutput<typeof alertSearchSchema>;
