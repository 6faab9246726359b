import { AuthenticationError, ForbiddenError, InvalidInputError } from "../domain/errors.ts";
import { companyCounts, companyCountsOnce } from "../domain/companyCounts.ts";
import { imageUrl } from "../domain/images.ts";
import { updateCompanyProfile } from "../domain/profiles.ts";
import type { GraphQLResolveInfo } from "graphql";
import { builder, type GraphQLContext, inPublicApi } from "./builder.ts";
import { imageBytes } from "./profileImage.ts";

const owner = (empresa: { id: string }) => ({ empresaOwner: empresa.id });
const ownerOnly = { authScopes: owner, unauthorizedResolver: () => null } as const;

/** A count or list only the company itself reads: null for anyone else, so asking for it never fails a whole list. */
const ownerOnlyList = { authScopes: owner, unauthorizedResolver: () => null, nullable: true } as const;
const pub = { subGraphs: inPublicApi } as const;

/** The dashboard's tiles, counted once for a query; a mutation's fields each count after their own change. */
const tiles = (empresaId: string, ctx: GraphQLContext, info: GraphQLResolveInfo) =>
  info.operation.operation === "query" ? companyCountsOnce(ctx, ctx.db, empresaId) : companyCounts(ctx.db, empresaId);

export const EmpresaRef = builder.prismaNode("Empresa", {
  id: { field: "id" },
  subGraphs: inPublicApi,
  description: "Uma empresa: o perfil público que aparece nas suas vagas. Contato, CNPJ e endereço completo só a própria empresa vê.",
  // Only the columns a query asks for: a job card showing the company's name does not load its CNPJ and address.
  select: { id: true },
  fields: (t) => ({
    nomeEmpresa: t.exposeString("nomeEmpresa", { ...pub, description: "Nome da empresa." }),
    logoUrl: t.string({
      ...pub,
      nullable: true,
      description: "Caminho do logo no site, relativo ao endereço do site (por exemplo /images/…/256), ou null sem logo: o logo em WebP, com até 256 px no lado maior. Sem o /256 final, o logo como foi guardado (até 1600 px).",
      select: { logoId: true },
      resolve: (empresa) => imageUrl(empresa.logoId),
    }),
    descricaoEmpresa: t.exposeString("descricaoEmpresa", { ...pub, nullable: true, description: "Apresentação da empresa, em texto simples." }),
    setorAtuacao: t.exposeString("setorAtuacao", { ...pub, nullable: true, description: "Setor em que a empresa atua." }),
    website: t.exposeString("website", { ...pub, nullable: true, description: "Site da empresa." }),
    linkRedeSocial: t.exposeString("linkRedeSocial", { ...pub, nullable: true, description: "Perfil da empresa numa rede social." }),
    enderecoCidade: t.exposeString("enderecoCidade", { ...pub, nullable: true, description: "Cidade da sede." }),
    enderecoEstado: t.exposeString("enderecoEstado", { ...pub, nullable: true, description: "Estado (UF) da sede." }),
    updatedAt: t.expose("updatedAt", { ...pub, type: "DateTime", description: "Quando o perfil da empresa mudou pela última vez." }),
    cnpj: t.exposeString("cnpj", { nullable: true, ...ownerOnly }),
    nomeResponsavel: t.exposeString("nomeResponsavel", { nullable: true, ...ownerOnly }),
    enderecoCep: t.exposeString("enderecoCep", { nullable: true, ...ownerOnly }),
    enderecoRua: t.exposeString("enderecoRua", { nullable: true, ...ownerOnly }),
    enderecoNumero: t.exposeString("enderecoNumero", { nullable: true, ...ownerOnly }),
    enderecoBairro: t.exposeString("enderecoBairro", { nullable: true, ...ownerOnly }),
    activeJobCount: t.int({
      ...ownerOnlyList,
      description: "Jobs with status ATIVA (null for anyone but the company).",
      resolve: async (empresa, _args, ctx, info) => (await tiles(empresa.id, ctx, info)).activeJobs,
    }),
    sentInterestCount: t.int({
      ...ownerOnlyList,
      description: "Expressions of interest this company has sent (null for anyone but the company).",
      select: { _count: { select: { interesses: true } } },
      resolve: (empresa) => empresa._count.interesses,
    }),
    receivedApplicationCount: t.int({
      ...ownerOnlyList,
      description: "Applications received across all of this company's jobs (null for anyone but the company).",
      // Counted with activeJobCount for the one company on a dashboard; never resolved in a list.
      resolve: async (empresa, _args, ctx, info) => (await tiles(empresa.id, ctx, info)).receivedApplications,
    }),
    vagas: t.relatedConnection("vagas", {
      ...ownerOnlyList,
      description: "All of this company's jobs, newest first, whatever their status (null for anyone but the company).",
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
