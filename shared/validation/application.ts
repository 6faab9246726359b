import * as v from "valibot";
import { StatusCandidatura } from "../../server/db/generated/prisma/enums.ts";
import { optionalText } from "./common.ts";

export const maxCoverLetter = 5_000;

/** The optional cover letter of an application (the apply dialog and the server). */
export const coverLetterSchema = optionalText(maxCoverLetter);

export const applyFormSchema = v.object({ cartaApresentacao: coverLetterSchema });

export const applySchema = v.object({
  vagaId: v.pipe(v.string("Vaga obrigatória"), v.nonEmpty("Vaga obrigatória")),
  cartaApresentacao: coverLetterSchema,
  // Clients may echo the initial status (the spec's payload does); nothing else.
  statusCandidatura: v.optional(v.literal("ENVIADA", "Uma candidatura começa sempre como ENVIADA")),
});

export const applicationStatusSchema = v.enum(StatusCandidatura, "Status inválido");
