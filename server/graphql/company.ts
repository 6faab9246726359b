import { AuthenticationError, ForbiddenError, InvalidInputError } from "../domain/errors.ts";
import { imageUrl } from "../domain/images.ts";
import { updateCompanyProfile } from "../domain/profiles.ts";
import { builder } from "./builder.ts";
import { imageBytes } from "./profileImage.ts";

const owner = (empresa: { id: string }) => ({ empresaOwner: empresa.id });
const ownerOnly = { authScopes: owner, unauthorizedResolver: () => null } as const;

export const EmpresaRef = builder.prismaNode("Empresa", {
  id: { field: "id" },
  description: "A company. Its public profile shows on its jobs; contact person, CNPJ, street address and counts only to itself.",
  // Only the columns a query asks for: a job card showing the company's name does not load its CNPJ and address.
  select: { id: true },
  fields: (t) => ({
    nomeEmpresa: t.exposeString("nomeEmpresa"),
    logoUrl: t.string({ nullable: true, select: { logoId: true }, resolve: (empresa) => imageUrl(empresa.logoId) }),
    descricaoEmpresa: t.exposeString("descricaoEmpresa", { nullable: true }),
    setorAtuacao: t.exposeString("setorAtuacao", { nullable: true }),
    website: t.exposeString("website", { nullable: true }),
    linkRedeSocial: t.exposeString("linkRedeSocial", { nullable: true }),
    enderecoCidade: t.exposeString("enderecoCidade", { nullable: true }),
    enderecoEstado: t.exposeString("enderecoEstado", { nullable: true }),
    cnpj: t.exposeString("cnpj", { nullable: true, ...ownerOnly }),
    nomeResponsavel: t.exposeString("nomeResponsavel", { nullable: true, ...ownerOnly }),
    enderecoCep: t.exposeString("enderecoCep", { nullable: true, ...ownerOnly }),
    enderecoRua: t.exposeString("enderecoRua", { nullable: true, ...ownerOnly }),
    enderecoNumero: t.exposeString("enderecoNumero", { nullable: true, ...ownerOnly }),
    enderecoBairro: t.exposeString("enderecoBairro", { nullable: true, ...ownerOnly }),
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

const EmpresaPerfilInput = builder.inputType("EmpresaPerfilInput", {
  description: "The company profile form. Fields left out keep their values.",
  fields: (t) => ({
    nomeEmpresa: t.string({ required: false }),
    cnpj: t.string({ required: false }),
    nomeResponsavel: t.string({ required: false }),
    descricaoEmpresa: t.string({ required: false }),
    setorAtuacao: t.string({ required: false }),
    website: t.string({ required: false }),
    linkRedeSocial: t.string({ required: false }),
    enderecoCep: t.string({ required: false }),
    enderecoRua: t.string({ required: false }),
    enderecoNumero: t.string({ required: false }),
    enderecoBairro: t.string({ required: false }),
    enderecoCidade: t.string({ required: false }),
    enderecoEstado: t.string({ required: false }),
  }),
});

builder.mutationField("updateCompanyProfile", (t) =>
  t.field({
    type: EmpresaRef,
    errors: { types: [InvalidInputError, AuthenticationError, ForbiddenError] },
    description: "Saves the company profile and, with logo, the logo (null removes it); a refusal of either saves nothing.",
    args: { input: t.arg({ type: EmpresaPerfilInput }), logo: t.arg({ type: "File", required: false }) },
    resolve: async (_root, { input, logo }, ctx) => {
      const profile = await updateCompanyProfile(ctx, { ...input }, await imageBytes(logo));
      return ctx.db.empresa.findUniqueOrThrow({ where: { id: profile.id } });
    },
  }),
);
