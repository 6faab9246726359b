import { builder } from "./builder.ts";

builder.prismaObject("Empresa", {
  description: "A company's public profile.",
  fields: (t) => ({
    id: t.exposeID("id"),
    nomeEmpresa: t.exposeString("nomeEmpresa"),
    nomeResponsavel: t.exposeString("nomeResponsavel", { authScopes: { empresa: true } }),
    activeJobCount: t.relationCount("vagas", {
      authScopes: { empresa: true },
      description: "Jobs with status ATIVA.",
      where: { statusVaga: "ATIVA" },
    }),
    sentInterestCount: t.relationCount("interesses", {
      authScopes: { empresa: true },
      description: "Expressions of interest this company has sent.",
    }),
    receivedApplicationCount: t.int({
      authScopes: { empresa: true },
      description: "Applications received across all of this company's jobs.",
      // One COUNT for the one company on a dashboard; never resolved in a list.
      resolve: (empresa, _args, ctx) => ctx.db.candidatura.count({ where: { vaga: { empresaId: empresa.id } } }),
    }),
  }),
});
