import { decodeGlobalID } from "@pothos/plugin-relay";
import { Repeater } from "graphql-yoga";
import { requireSignedIn } from "../auth/policy.ts";
import { TipoNotificacao } from "../db/generated/prisma/enums.ts";
import { AuthenticationError, NotFoundError } from "../domain/errors.ts";
import { markAllNoticesRead, markNoticeRead, unreadCount, unreadNotice } from "../domain/notifications.ts";
import { builder, type GraphQLContext } from "./builder.ts";
import { UserRef } from "./user.ts";

export const TipoNotificacaoEnum = builder.enumType(TipoNotificacao, { name: "TipoNotificacao" });

export const NotificacaoRef = builder.prismaNode("Notificacao", {
  id: { field: "id" },
  description: "A notice to one user (the bell, /notificacoes), about something that happened to them.",
  // Only its user sees it, through any path (node(id) included).
  runScopesOnType: true,
  authScopes: (notificacao) => ({ userOwner: notificacao.userId }),
  fields: (t) => ({
    tipo: t.expose("tipo", { type: TipoNotificacaoEnum }),
    titulo: t.exposeString("titulo", { description: "The notice, one sentence in pt-BR." }),
    texto: t.exposeString("texto", { nullable: true, description: "A detail, such as the job it is about." }),
    link: t.exposeString("link", { description: "The web app's path of what the notice is about." }),
    lida: t.boolean({ resolve: (n) => n.lidaEm !== null }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.queryField("notificacoes", (t) =>
  t.prismaConnection({
    type: "Notificacao",
    cursor: "id",
    authScopes: { signedIn: true },
    description: "The viewer's notices, newest first.",
    resolve: (query, _root, _args, ctx) =>
      ctx.db.notificacao.findMany({ ...query, where: { userId: ctx.viewer!.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
  }),
);

builder.prismaObjectFields(UserRef, (t) => ({
  // Counted in the statement that reads the user: the bar asks for it on every page.
  notificacoesNaoLidas: t.relationCount("notificacoes", {
    where: unreadNotice,
    authScopes: (user) => ({ userOwner: user.id }),
    description: "How many of the user's notices are unread.",
  }),
}));

/** Reads a Notificacao's global id; anything else is not found. */
function notificacaoId(globalId: string): string {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    if (typename === "Notificacao") return id;
  } catch {
    // fall through
  }
  throw new NotFoundError("Notificação não encontrada");
}

// Plain fields, not prismaField: a client may select only `__typename`, and Prisma refuses an empty selection.
builder.mutationFields((t) => ({
  marcarNotificacaoLida: t.field({
    type: NotificacaoRef,
    description: "Marks one of the viewer's notices read.",
    errors: { types: [AuthenticationError, NotFoundError] },
    args: { id: t.arg.id() },
    resolve: (_root, args, ctx) => markNoticeRead(ctx, notificacaoId(String(args.id))),
  }),
  marcarTodasNotificacoesLidas: t.field({
    type: UserRef,
    description: "Marks every notice of the viewer read; answers the viewer, with the count now at zero.",
    errors: { types: [AuthenticationError] },
    resolve: async (_root, _args, ctx) => {
      await markAllNoticesRead(ctx);
      return ctx.db.user.findUniqueOrThrow({ where: { id: ctx.viewer!.id }, select: { id: true } });
    },
  }),
}));

interface NoticesUpdate {
  userId: string;
  naoLidas: number;
  noticeId: string | null;
}

const NotificacoesAtualizadas = builder.objectRef<NoticesUpdate>("NotificacoesAtualizadas").implement({
  description: "The viewer's notices changed: the unread count now, and the notice just made (null when some were read).",
  fields: (t) => ({
    naoLidas: t.exposeInt("naoLidas"),
    nova: t.prismaField({
      type: "Notificacao",
      nullable: true,
      resolve: (query, update, _args, ctx) =>
        update.noticeId ? ctx.db.notificacao.findFirst({ ...query, where: { id: update.noticeId, userId: update.userId } }) : null,
    }),
  }),
});

/**
 * The viewer's updates: the count at once (a reconnected tab catches up),
 * then one per change, in order, each with the count read after it. A
 * shutting-down process ends the stream, so the deploy need not wait for it.
 */
function noticeUpdates(ctx: GraphQLContext, userId: string) {
  return new Repeater<NoticesUpdate>(async (push, stop) => {
    let queue = Promise.resolve();
    const send = (noticeId: string | null) => {
      queue = queue
        .then(async () => void (await push({ userId, naoLidas: await unreadCount(ctx.db, userId), noticeId })))
        .catch((error: unknown) => stop(error));
    };
    const unlisten = await ctx.noticeEvents.listen(userId, send);
    send(null);
    await Promise.race([stop, ctx.noticeEvents.draining]);
    unlisten();
    stop();
  });
}

builder.subscriptionField("notificacoes", (t) =>
  t.field({
    type: NotificacoesAtualizadas,
    authScopes: { signedIn: true },
    description: "Live changes of the viewer's notices, over server-sent events (Accept: text/event-stream).",
    // Scope-auth guards `resolve`, not `subscribe`: the stream is refused before it opens.
    subscribe: (_root, _args, ctx) => noticeUpdates(ctx, requireSignedIn(ctx.viewer).id),
    resolve: (update) => update,
  }),
);
