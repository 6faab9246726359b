import { inactiveApplicationStatuses } from "../domain/applications.ts";
import { builder } from "./builder.ts";

const owner = (candidato: { id: string }) => ({ candidatoOwner: candidato.id });

builder.prismaObject("Candidato", {
  description: "A candidate's profile.",
  fields: (t) => ({
    id: t.exposeID("id"),
    nomeCompleto: t.exposeString("nomeCompleto"),
    activeApplicationCount: t.relationCount("candidaturas", {
      authScopes: owner,
      description: "Applications still in progress (not rejected).",
      where: { statusCandidatura: { notIn: [...inactiveApplicationStatuses] } },
    }),
    interestCount: t.relationCount("interesses", {
      authScopes: owner,
      description: "Expressions of interest received from companies.",
    }),
  }),
});
