import { encodeGlobalID } from "@pothos/plugin-relay";
import { AuthenticationError, ForbiddenError, NotFoundError } from "../domain/errors.ts";
import { jobNotFound } from "../domain/jobs.ts";
import { saveJob, savedJobsOrder, unsaveJob } from "../domain/savedJobs.ts";
import { builder, type GraphQLContext } from "./builder.ts";
import { VagaRef } from "./job.ts";

// Saved jobs are the candidate's own: read only through Candidato.vagasSalvas
// (owner-checked) and Vaga.viewerHasSaved (about the viewer alone). Not in the
// partners' schema. Like Candidatura, VagaSalva is not a Node.

builder.prismaObject("VagaSalva", {
  description: "A job the candidate saved, with when.",
  fields: (t) => ({
    id: t.id({ resolve: (saved) => encodeGlobalID("VagaSalva", saved.id) }),
    salvaEm: t.expose("createdAt", { type: "DateTime", description: "When the candidate saved the job." }),
    vaga: t.relation("vaga", { description: "The job as it is now: its status may have changed since." }),
  }),
});

builder.prismaObjectFields("Vaga", (t) => ({
  viewerHasSaved: t.boolean({
    description: "Whether the signed-in candidate saved this job (false for anyone else).",
    // Folded into the job query, like viewerHasApplied (and, like it, only a candidate's): no extra statement per job in a list.
    select: (_args, ctx) =>
      ctx.viewer?.candidatoId ? { salvas: { where: { candidatoId: ctx.viewer.candidatoId }, select: { id: true }, take: 1 } } : {},
    resolve: (vaga) => "salvas" in vaga && vaga.salvas.length > 0,
  }),
}));

builder.prismaObjectFields("Candidato", (t) => ({
  vagasSalvas: t.relatedConnection("vagasSalvas", {
    authScopes: (c) => ({ candidatoOwner: c.id }),
    nullable: true,
    unauthorizedResolver: () => null,
    description: "The jobs the candidate saved, newest first, whatever their status now (null for anyone but the candidate).",
    cursor: "id",
    totalCount: true,
    query: { orderBy: savedJobsOrder },
  }),
}));

const errors = { types: [AuthenticationError, ForbiddenError, NotFoundError] };

/** The job after the change, for its new viewerHasSaved; gone means deleted in the meantime. */
async function reload(ctx: GraphQLContext, id: string) {
  const vaga = await ctx.db.vaga.findUnique({ where: { id } });
  if (!vaga) throw jobNotFound();
  return vaga;
}

builder.mutationFields((t) => ({
  saveVaga: t.field({
    type: VagaRef,
    description: "The signed-in candidate saves a job (saving it again changes nothing). Returns the job, now with viewerHasSaved.",
    errors,
    args: { vagaId: t.arg.globalID({ for: VagaRef }) },
    resolve: async (_root, { vagaId }, ctx) => {
      await saveJob(ctx, vagaId.id);
      return reload(ctx, vagaId.id);
    },
  }),
  unsaveVaga: t.field({
    type: VagaRef,
    description: "The signed-in candidate removes a job from their saved jobs (removing one not saved changes nothing).",
    errors,
    args: { vagaId: t.arg.globalID({ for: VagaRef }) },
    resolve: async (_root, { vagaId }, ctx) => {
      await unsaveJob(ctx, vagaId.id);
      return reload(ctx, vagaId.id);
    },
  }),
}));
