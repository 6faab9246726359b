import { AuthenticationError, ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from "../domain/errors.ts";
import { respondToInterest, sendInterest } from "../domain/interests.ts";
import { builder, type GraphQLContext } from "./builder.ts";
import { CandidatoRef } from "./candidate.ts";
import { StatusInteresseEnum } from "./enums.ts";
import { VagaRef } from "./job.ts";

export const InteresseRef = builder.prismaNode("Interesse", {
  id: { field: "id" },
  description: "A company's expression of interest in a candidate for one of its jobs.",
  // Only the two parties see it, through any path (node(id) included).
  runScopesOnType: true,
  authScopes: (interesse) => ({ $any: { candidatoOwner: interesse.candidatoId, empresaOwner: interesse.empresaId } }),
  fields: (t) => ({
    mensagem: t.exposeString("mensagem", { nullable: true }),
    status: t.expose("status", { type: StatusInteresseEnum }),
    dataInteresse: t.expose("dataInteresse", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    vaga: t.relation("vaga"),
    candidato: t.relation("candidato"),
    empresa: t.relation("empresa"),
  }),
});

/** Owner-only: null for anyone else, so selecting it never fails a whole list. */
const nullForOthers = { nullable: true, unauthorizedResolver: () => null } as const;

const byDate = { orderBy: [{ dataInteresse: "desc" as const }, { id: "desc" as const }] };

builder.prismaObjectFields("Candidato", (t) => ({
  interessesRecebidos: t.relatedConnection("interesses", {
    authScopes: (c) => ({ candidatoOwner: c.id }),
    ...nullForOthers,
    description: "Interest companies have shown in the candidate, newest first (null for anyone but the candidate).",
    cursor: "id",
    totalCount: true,
    query: byDate,
  }),
}));

builder.prismaObjectFields("Empresa", (t) => ({
  interessesEnviados: t.relatedConnection("interesses", {
    authScopes: (e) => ({ empresaOwner: e.id }),
    ...nullForOthers,
    description: "Interest the company has shown, newest first (null for anyone but the company).",
    cursor: "id",
    totalCount: true,
    query: byDate,
  }),
}));

builder.prismaObjectFields(VagaRef, (t) => ({
  interesseEnviado: t.boolean({
    nullable: true,
    description:
      "Whether the company that owns the job has already shown interest in this candidate for it (a second one is refused). Null for anyone but the owner.",
    args: { candidatoId: t.arg.globalID({ for: CandidatoRef }) },
    authScopes: (vaga) => ({ empresaOwner: vaga.empresaId }),
    unauthorizedResolver: () => null,
    // Folded into the jobs' query: one statement for the interest dialog's whole list.
    select: (args: { candidatoId: { id: string } }) => ({ interesses: { where: { candidatoId: args.candidatoId.id }, select: { id: true }, take: 1 } }),
    resolve: (vaga) => vaga.interesses.length > 0,
  }),
}));

const errors = { types: [InvalidInputError, AuthenticationError, ForbiddenError, NotFoundError, ConflictError] };
/** The interest after a change; gone means its job was deleted in the meantime. */
async function reload(ctx: GraphQLContext, id: string) {
  const interesse = await ctx.db.interesse.findUnique({ where: { id } });
  if (!interesse) throw new NotFoundError("Interesse não encontrado");
  return interesse;
}

builder.mutationFields((t) => ({
  sendInteresse: t.field({
    type: InteresseRef,
    description: "A company shows interest in a candidate for one of its active jobs (once per candidate and job).",
    errors,
    args: {
      candidatoId: t.arg.globalID({ for: CandidatoRef }),
      vagaId: t.arg.globalID({ for: VagaRef, required: false }),
      mensagem: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const { id } = await sendInterest(ctx, { candidatoId: args.candidatoId.id, vagaId: args.vagaId?.id ?? "", mensagem: args.mensagem });
      return reload(ctx, id);
    },
  }),
  respondInteresse: t.field({
    type: InteresseRef,
    description: "The candidate accepts (ACEITO) or refuses (RECUSADO) a PENDENTE interest; the answer is final.",
    errors,
    args: { id: t.arg.globalID({ for: InteresseRef }), resposta: t.arg({ type: StatusInteresseEnum }) },
    resolve: async (_root, args, ctx) => {
      if (args.resposta === "PENDENTE") throw new InvalidInputError([{ path: ["resposta"], message: "Responda com ACEITO ou RECUSADO" }]);
      await respondToInterest(ctx, args.id.id, args.resposta);
      return reload(ctx, args.id.id);
    },
  }),
}));
