import { decodeGlobalID, encodeGlobalID } from "@pothos/plugin-relay";
import {
  changeApplicationStatus,
  markApplicationViewed,
  withdrawApplication,
} from "../domain/applications.ts";
import { AuthenticationError, ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from "../domain/errors.ts";
import { recommendJobs } from "../domain/recommendations.ts";
import { builder, type GraphQLContext } from "./builder.ts";
import { StatusCandidaturaEnum } from "./enums.ts";

// Applications are read only through owner-checked fields (a candidate's own
// list, a job's or a company's applicants). The type is not a Node, so
// node(id) cannot reach one; its id is still global, for Relay's store.

export const CandidaturaRef = builder.prismaObject("Candidatura", {
  fields: (t) => ({
    id: t.id({ resolve: (c) => encodeGlobalID("Candidatura", c.id) }),
    statusCandidatura: t.expose("statusCandidatura", { type: StatusCandidaturaEnum }),
    dataCandidatura: t.expose("dataCandidatura", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "Last change of status." }),
    cartaApresentacao: t.exposeString("cartaApresentacao", { nullable: true }),
    vaga: t.relation("vaga"),
    candidato: t.relation("candidato", {
      nullable: true,
      description: "The applicant; null once they deleted their account (the web shows 'Candidato removido').",
    }),
  }),
});

/** Reads a Candidatura's global id; anything else is refused as not found. */
export function candidaturaId(globalId: string): string {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    if (typename === "Candidatura") return id;
  } catch {
    // fall through
  }
  throw new NotFoundError("Candidatura não encontrada");
}

/** Owner-only: null for anyone else, so selecting it never fails a whole list of candidates or jobs. */
const nullForOthers = { nullable: true, unauthorizedResolver: () => null } as const;

const byDate = { orderBy: [{ dataCandidatura: "desc" as const }, { id: "desc" as const }] };

builder.prismaObjectFields("Candidato", (t) => ({
  candidaturas: t.relatedConnection("candidaturas", {
    authScopes: (c) => ({ candidatoOwner: c.id }),
    ...nullForOthers,
    description: "The candidate's applications, newest first (null for anyone but the candidate).",
    cursor: "id",
    totalCount: true,
    query: byDate,
  }),
  vagasRecomendadas: t.prismaField({
    type: ["Vaga"],
    authScopes: (c) => ({ candidatoOwner: c.id }),
    ...nullForOthers,
    description: "Active jobs matching the profile, best first; never jobs already applied to (null for anyone but the candidate).",
    args: { first: t.arg.int({ required: false, defaultValue: 6 }) },
    resolve: async (query, _candidato, args, ctx) => {
      const ids = await recommendJobs(ctx, args.first ?? 6);
      const rows = await ctx.db.vaga.findMany({ ...query, where: { id: { in: ids } } });
      return ids.flatMap((id) => rows.filter((row) => row.id === id));
    },
  }),
}));

builder.prismaObjectFields("Vaga", (t) => ({
  viewerCandidatura: t.prismaField({
    type: "Candidatura",
    nullable: true,
    description: "The signed-in candidate's application to this job (null for anyone else).",
    resolve: (query, vaga, _args, ctx) =>
      ctx.viewer?.candidatoId
        ? ctx.db.candidatura.findUnique({ ...query, where: { candidatoId_vagaId: { candidatoId: ctx.viewer.candidatoId, vagaId: vaga.id } } })
        : null,
  }),
  candidaturas: t.relatedConnection("candidaturas", {
    authScopes: (vaga) => ({ empresaOwner: vaga.empresaId }),
    ...nullForOthers,
    description: "The job's applicants, newest first (null for anyone but the job's company).",
    cursor: "id",
    totalCount: true,
    query: byDate,
  }),
}));

builder.prismaObjectFields("Empresa", (t) => ({
  candidaturasRecebidas: t.prismaConnection({
    type: "Candidatura",
    cursor: "id",
    authScopes: (empresa) => ({ empresaOwner: empresa.id }),
    ...nullForOthers,
    description: "Every application to the company's jobs, newest first (null for anyone but the company).",
    totalCount: (empresa, _args, ctx) => ctx.db.candidatura.count({ where: { vaga: { empresaId: empresa.id } } }),
    resolve: (query, empresa, _args, ctx) =>
      ctx.db.candidatura.findMany({ ...query, where: { vaga: { empresaId: empresa.id } }, ...byDate }),
  }),
}));

const errors = { types: [InvalidInputError, AuthenticationError, ForbiddenError, NotFoundError, ConflictError] };
/** The application after a change; gone means withdrawn in the meantime. */
async function reload(ctx: GraphQLContext, id: string) {
  const found = await ctx.db.candidatura.findUnique({ where: { id } });
  if (!found) throw new NotFoundError("Candidatura não encontrada");
  return found;
}

const WithdrawPayload = builder.objectRef<{ deletedId: string; candidatoId: string }>("WithdrawCandidaturaPayload").implement({
  fields: (t) => ({
    deletedId: t.exposeID("deletedId", { description: "Global id of the withdrawn application." }),
    candidato: t.prismaField({
      type: "Candidato",
      description: "The candidate, for their refreshed counts.",
      resolve: (query, payload, _args, ctx) => ctx.db.candidato.findUniqueOrThrow({ ...query, where: { id: payload.candidatoId } }),
    }),
  }),
});

builder.mutationFields((t) => ({
  withdrawCandidatura: t.field({
    type: WithdrawPayload,
    description: "The candidate withdraws their application, only while ENVIADA.",
    errors,
    args: { id: t.arg.id() },
    resolve: async (_root, args, ctx) => {
      const id = candidaturaId(String(args.id));
      await withdrawApplication(ctx, id);
      return { deletedId: String(args.id), candidatoId: ctx.viewer!.candidatoId! };
    },
  }),
  changeCandidaturaStatus: t.field({
    type: CandidaturaRef,
    description: "The job's company moves an application along the pipeline.",
    errors,
    args: { id: t.arg.id(), statusCandidatura: t.arg({ type: StatusCandidaturaEnum }) },
    resolve: async (_root, args, ctx) => {
      const id = candidaturaId(String(args.id));
      await changeApplicationStatus(ctx, id, args.statusCandidatura);
      return reload(ctx, id);
    },
  }),
  viewCandidatura: t.field({
    type: CandidaturaRef,
    description: "The company opens an application: the first time, it becomes VISUALIZADA_PELA_EMPRESA.",
    errors,
    args: { id: t.arg.id() },
    resolve: async (_root, args, ctx) => {
      return markApplicationViewed(ctx, candidaturaId(String(args.id)));
    },
  }),
}));

