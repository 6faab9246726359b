import { AuthenticationError, ForbiddenError, NotFoundError } from "../domain/errors.ts";
import { recordProfileView } from "../domain/profileViews.ts";
import { builder } from "./builder.ts";
import { CandidatoRef } from "./candidate.ts";

// A mutation, not a side effect of reading `candidato`: the web app preloads a
// profile when a link is merely hovered, and that is no view.
builder.mutationField("registrarVisualizacaoPerfil", (t) =>
  t.boolean({
    description: "A company has opened this candidate's profile: the candidate is told, once per company and day.",
    errors: { types: [AuthenticationError, ForbiddenError, NotFoundError] },
    args: { candidatoId: t.arg.globalID({ for: CandidatoRef }) },
    resolve: async (_root, args, ctx) => {
      await recordProfileView(ctx, args.candidatoId.id);
      return true;
    },
  }),
);
