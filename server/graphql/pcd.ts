import { AuthenticationError, ForbiddenError, InvalidInputError } from "../domain/errors.ts";
import { mayReadPcdDeclaration, savePcdDeclaration, withdrawPcdConsent } from "../domain/pcd.ts";
import { TipoDeficiencia } from "../db/generated/prisma/enums.ts";
import { pcdConsent } from "../../shared/pcd.ts";
import { builder, type GraphQLContext } from "./builder.ts";
import { CandidatoRef } from "./candidate.ts";

// A candidate's declaration of disability (server/domain/pcd.ts): the candidate
// reads it on their own profile, a company on an application to one of its jobs;
// nobody else, through any path. Not in the partners' schema.

const TipoDeficienciaEnum = builder.enumType(TipoDeficiencia, {
  name: "TipoDeficiencia",
  description: "The kinds of disability of Lei 13.146/2015 (Lei Brasileira de Inclusão), art. 2.",
});

const DeclaracaoPcdRef = builder.prismaObject("DeclaracaoPcd", {
  description: "A candidate's declaration of disability, kept under its own consent (LGPD art. 11).",
  fields: (t) => ({
    tipos: t.field({ type: [TipoDeficienciaEnum], resolve: (d) => d.tipos }),
    adaptacoes: t.exposeString("adaptacoes", { nullable: true, description: "The accommodations the candidate needs, in their words." }),
    consentidoEm: t.expose("consentidoEm", { type: "DateTime", description: "When the candidate consented (each save renews it)." }),
    consentimentoVersao: t.exposeString("consentimentoVersao", { description: "Which consent text the candidate agreed to." }),
  }),
});

const ConsentimentoPcd = builder.objectRef<typeof pcdConsent>("ConsentimentoPcd").implement({
  description: "The consent text a declaration needs, and its version (send it back with the declaration).",
  fields: (t) => ({ versao: t.exposeString("versao"), texto: t.exposeString("texto") }),
});

builder.queryField("consentimentoPcd", (t) => t.field({ type: ConsentimentoPcd, resolve: () => pcdConsent }));

builder.prismaObjectFields(CandidatoRef, (t) => ({
  declaracaoPcd: t.relation("declaracaoPcd", {
    nullable: true,
    description: "The candidate's declaration of disability: the candidate's own (null for anyone else, companies included; they read it on an application).",
    authScopes: (c) => ({ candidatoOwner: c.id }),
    unauthorizedResolver: () => null,
  }),
}));

builder.prismaObjectFields("Candidatura", (t) => ({
  declaracaoPcd: t.field({
    type: DeclaracaoPcdRef,
    nullable: true,
    description: "The applicant's declaration of disability while their consent stands: for the job's company and the candidate only (null otherwise).",
    select: { candidatoId: true, vaga: { select: { empresaId: true } }, candidato: { select: { declaracaoPcd: true } } },
    resolve: (c, _args, ctx) =>
      c.candidatoId && mayReadPcdDeclaration(ctx.viewer, { candidatoId: c.candidatoId, applicationCompanyId: c.vaga.empresaId })
        ? (c.candidato?.declaracaoPcd ?? null)
        : null,
  }),
}));

const DeclaracaoPcdInput = builder.inputType("DeclaracaoPcdInput", {
  fields: (t) => ({
    tipos: t.field({ type: [TipoDeficienciaEnum], description: "At least one, none repeated." }),
    adaptacoes: t.string({ required: false, description: "Up to 1,000 characters; empty clears it." }),
    consentimento: t.boolean({ description: "Must be true: the candidate ticked the consent (ConsentimentoPcd.texto)." }),
    versaoConsentimento: t.string({ description: "ConsentimentoPcd.versao of the text the candidate read." }),
  }),
});

const errors = { types: [InvalidInputError, AuthenticationError, ForbiddenError] };
const profileOf = (ctx: GraphQLContext, candidatoId: string) => ctx.db.candidato.findUniqueOrThrow({ where: { id: candidatoId } });

builder.mutationFields((t) => ({
  salvarDeclaracaoPcd: t.field({
    type: CandidatoRef,
    errors,
    description: "Saves the signed-in candidate's declaration of disability with the consent given now; without consent, nothing is saved.",
    args: { input: t.arg({ type: DeclaracaoPcdInput }) },
    resolve: async (_root, { input }, ctx) => profileOf(ctx, (await savePcdDeclaration(ctx, input)).candidatoId),
  }),
  retirarConsentimentoPcd: t.field({
    type: CandidatoRef,
    errors,
    description: "Withdraws the consent: the declaration is deleted at once.",
    resolve: async (_root, _args, ctx) => profileOf(ctx, (await withdrawPcdConsent(ctx)).candidatoId),
  }),
}));
