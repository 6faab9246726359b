import { GraphQLError } from "graphql";
import { deleteAccount } from "../domain/accountDeletion.ts";
import { personalData, type PersonalData } from "../domain/personalData.ts";
import { AuthenticationError, InvalidInputError, NotFoundError, RateLimitedError, UnavailableError } from "../domain/errors.ts";
import { builder } from "./builder.ts";

/** What User.dadosPessoais answers, for the readers of the JSON object (the download route). */
export type { PersonalData };

// 'Privacidade e dados' (/conta/privacidade): what the person agreed to, who
// opened their profile, the export of their data, and the deletion of the
// account. The export is downloaded as a file from /api/conta/dados
// (server/rest/privacy.ts), which reads it here.

builder.scalarType("JSONObject", {
  description: "A JSON object, sent as is. Only the personal data export is one: a document to save, not to query.",
  serialize: (value) => value,
  parseValue: () => {
    throw new GraphQLError("JSONObject não é aceito como entrada");
  },
});

builder.prismaObject("AceiteTermos", {
  description: "An acceptance of the terms of use and the privacy notice, recorded at sign-up.",
  fields: (t) => ({
    versao: t.exposeString("versao", { description: "The texts' version: the day they last changed, AAAA-MM-DD." }),
    aceitoEm: t.expose("aceitoEm", { type: "DateTime" }),
  }),
});

builder.prismaObjectField("User", "aceitesTermos", (t) =>
  t.relation("aceitesTermos", {
    description: "The account's acceptances of the terms, oldest first (empty for accounts made before they were recorded).",
    query: { orderBy: { aceitoEm: "asc" } },
  }),
);

builder.prismaObjectField("User", "dadosPessoais", (t) =>
  t.field({
    type: "JSONObject",
    // A whole account's data, photo included: priced so that a document asks for it once.
    complexity: 1_000,
    description: "Everything held about the account's person, nothing of anyone else (LGPD art. 18): see server/domain/personalData.ts for what it holds and leaves out.",
    // The user type is reached only through `viewer`; the check is the domain's all the same.
    resolve: (_user, _args, ctx) => personalData(ctx) as Promise<unknown> as Promise<Record<string, unknown>>,
  }),
);

builder.prismaObject("VisualizacaoPerfil", {
  description: "A company opened the candidate's profile (one per company and day).",
  fields: (t) => ({
    em: t.expose("em", { type: "DateTime", description: "The first view of that day." }),
    nomeEmpresa: t.exposeString("nomeEmpresa", { description: "The company's name when it viewed the profile." }),
    empresa: t.relation("empresa", { nullable: true, description: "The company; null once it deleted its account (the record stays)." }),
  }),
});

builder.prismaObjectField("Candidato", "visualizacoesPerfil", (t) =>
  t.relatedConnection("visualizacoesPerfil", {
    authScopes: (c) => ({ candidatoOwner: c.id }),
    nullable: true,
    unauthorizedResolver: () => null,
    description: "Which companies opened the profile, and when, newest first (null for anyone but the candidate).",
    cursor: "id",
    totalCount: true,
    query: { orderBy: [{ em: "desc" }, { id: "desc" }] },
  }),
);

const ExcluirContaInput = builder.inputType("ExcluirContaInput", {
  fields: (t) => ({ senha: t.string({ description: "The account's password, typed again to confirm." }) }),
});

builder.mutationField("excluirConta", (t) =>
  t.boolean({
    description: "Deletes the signed-in account and the person's data at once, and signs out. Companies keep applications as 'Candidato removido'.",
    errors: { types: [InvalidInputError, AuthenticationError, NotFoundError, RateLimitedError, UnavailableError] },
    args: { input: t.arg({ type: ExcluirContaInput }) },
    resolve: async (_root, { input }, ctx) => {
      await deleteAccount(ctx, input);
      return true;
    },
  }),
);
