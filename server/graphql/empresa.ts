import { imageUrl } from "../domain/images.ts";
import { builder } from "./builder.ts";

const owner = (empresa: { id: string }) => ({ empresaOwner: empresa.id });

builder.prismaObject("Empresa", {
  description: "A company. Its name and logo are public (they show on its jobs); the rest only to itself.",
  fields: (t) => ({
    id: t.exposeID("id"),
    nomeEmpresa: t.exposeString("nomeEmpresa"),
    logoUrl: t.string({ nullable: true, resolve: (empresa) => imageUrl(empresa.logoId) }),
    nomeResponsavel: t.exposeString("nomeResponsavel", { authScopes: owner }),
    activeJobCount: t.relationCount("vagas", {
      authScopes: owner,
      description: "Jobs with status ATIVA.",
      where: { statusVaga: "ATIVA" },
    }),
    sentInterestCount: t.relationCount("interesses", {
      authScopes: owner,
      description: "Expressions of interest this company has sent.",
    }),
    receivedApplicationCount: t.int({
      authScopes: owner,
      description: "Applications received across all of this company's jobs.",
      // One COUNT for the one company on a dashboard; never resolved in a list.
      resolve: (empresa, _args, ctx) => ctx.db.candidatura.count({ where: { vaga: { empresaId: empresa.id } } }),
    }),
    vagas: t.relatedConnection("vagas", {
      authScopes: owner,
      description: "All of this company's jobs, newest first, whatever their status.",
      cursor: "id",
      totalCount: true,
      query: { orderBy: [{ createdAt: "desc" }, { id: "desc" }] },
    }),
  }),
});
