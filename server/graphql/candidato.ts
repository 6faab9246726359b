import { inactiveApplicationStatuses } from "../domain/applications.ts";
import { builder } from "./builder.ts";

builder.prismaObject("Candidato", {
  description: "A candidate's profile.",
  fields: (t) => ({
    id: t.exposeID("id"),
    nomeCompleto: t.exposeString("nomeCompleto"),
    activeApplicationCount: t.relationCount("candidaturas", {
      description: "Applications still in progress (not rejected).",
      where: { statusCandidatura: { notIn: [...inactiveApplicationStatuses] } },
    }),
    interestCount: t.relationCount("interesses", { description: "Expressions of interest received from companies." }),
  }),
});
