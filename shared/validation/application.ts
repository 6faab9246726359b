import * as v from "valibot";
import { optionalText } from "./common.ts";

export const maxCoverLetter = 5_000;

/** The optional cover letter of an application (the apply dialog and the server). */
export const coverLetterSchema = optionalText(maxCoverLetter);

export const applyFormSchema = v.object({ cartaApresentacao: coverLetterSchema });
