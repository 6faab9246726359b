import { EntregaNotificacao } from "../db/generated/prisma/enums.ts";
import { AuthenticationError, InvalidInputError } from "../domain/errors.ts";
import { preferencesOf, saveNoticePreferences, type NoticePreference } from "../domain/noticePreferences.ts";
import { builder } from "./builder.ts";
import { TipoNotificacaoEnum } from "./notifications.ts";
import { UserRef } from "./user.ts";

// The viewer's e-mail preferences per kind of notice (/conta/notificacoes).
// Read and written only as the viewer's own: User is reached through `viewer`
// alone, and the mutation takes no user. Not in the partners' schema.

const EntregaNotificacaoEnum = builder.enumType(EntregaNotificacao, {
  name: "EntregaNotificacao",
  description: "How a kind of notice is e-mailed: at once (IMEDIATO), in the daily digest at 08:00 in Brasília (DIARIO), or not at all (NUNCA). In-app notices are always made.",
});

const PreferenciaNotificacaoRef = builder.objectRef<NoticePreference>("PreferenciaNotificacao").implement({
  description: "How one kind of notice reaches the viewer by e-mail.",
  fields: (t) => ({
    tipo: t.expose("tipo", { type: TipoNotificacaoEnum }),
    rotulo: t.exposeString("rotulo", { description: "The kind's name on the settings page, in pt-BR." }),
    entrega: t.expose("entrega", { type: EntregaNotificacaoEnum, description: "How it is e-mailed now." }),
    padrao: t.expose("padrao", { type: EntregaNotificacaoEnum, description: "How it is e-mailed unless the viewer chooses otherwise." }),
  }),
});

builder.prismaObjectFields(UserRef, (t) => ({
  preferenciasNotificacao: t.field({
    type: [PreferenciaNotificacaoRef],
    select: { userType: true },
    authScopes: (user) => ({ userOwner: user.id }),
    description: "Every kind of notice the user's role receives, in the settings page's order, with how each is e-mailed.",
    resolve: (user, _args, ctx) => preferencesOf(ctx.db, user),
  }),
}));

const PreferenciaNotificacaoInput = builder.inputType("PreferenciaNotificacaoInput", {
  fields: (t) => ({
    tipo: t.field({ type: TipoNotificacaoEnum }),
    entrega: t.field({ type: EntregaNotificacaoEnum }),
  }),
});

builder.mutationField("salvarPreferenciasNotificacao", (t) =>
  t.field({
    type: UserRef,
    description:
      "Saves how the viewer's notices are e-mailed, per kind (kinds left out keep theirs). Every kind must be one of the viewer's role, once; a bad one refuses the whole list. Answers the viewer, with its preferences now.",
    errors: { types: [AuthenticationError, InvalidInputError] },
    args: { preferencias: t.arg({ type: [PreferenciaNotificacaoInput] }) },
    resolve: async (_root, { preferencias }, ctx) => {
      const { id } = await saveNoticePreferences(ctx, preferencias);
      return ctx.db.user.findUniqueOrThrow({ where: { id }, select: { id: true } });
    },
  }),
);
