import * as v from "valibot";
import { requiredText } from "./common.ts";

// A job alert's name, apart from its search (jobAlert.ts): the name forms import
// this alone, without the job search's rules.

export const maxAlertName = 80;

export const alertNameSchema = requiredText("Dê um nome ao alerta", maxAlertName);

/** A new name (the rename form's, and the server's check of it). */
export const alertRenameSchema = v.object({ nome: alertNameSchema });
