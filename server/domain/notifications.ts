import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { TipoNotificacao } from "../db/generated/prisma/enums.ts";
import { renderEmail } from "../email/layout.ts";
import { queueEmail } from "../email/outbox.ts";
import { requireSignedIn } from "../auth/policy.ts";
import type { DomainContext } from "./context.ts";
import { NotFoundError } from "./errors.ts";

// In-app notices: made in the transaction of the event they tell of, e-mailed
// through the outbox in that same transaction, and announced to the user's open
// tabs once it has committed. The words of each kind are in noticeDrafts.ts.

export interface NoticeDraft {
  userId: string;
  tipo: TipoNotificacao;
  titulo: string;
  texto?: string;
  /** A path of the web app. */
  link: string;
  /** Names the event: the same event notifies once. */
  chave: string;
}

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];
export type Notify = (draft: NoticeDraft) => Promise<void>;

/**
 * Runs `work` in one transaction, handing it `notify` to make notices in it;
 * once it has committed, the users' open tabs hear of the new ones.
 */
export async function withNotices<T>(ctx: Pick<DomainContext, "db" | "config" | "noticeEvents">, work: (tx: Tx, notify: Notify) => Promise<T>): Promise<T> {
  const made: { id: string; userId: string }[] = [];
  const result = await ctx.db.$transaction((tx) =>
    work(tx, async (draft) => {
      const notice = await createNotice(tx, ctx.config, draft);
      if (notice) made.push(notice);
    }),
  );
  for (const { id, userId } of made) ctx.noticeEvents.publish(userId, id);
  return result;
}

/** The notice, unless its event has notified already; with its e-mail. */
async function createNotice(tx: Tx, config: Config, draft: NoticeDraft) {
  const [notice] = await tx.notificacao.createManyAndReturn({
    data: [draft],
    skipDuplicates: true,
    select: { id: true, userId: true, titulo: true, texto: true, link: true, tipo: true, user: { select: { email: true } } },
  });
  if (!notice) return null;
  await emailNotice(tx, config, { ...notice, email: notice.user.email });
  return { id: notice.id, userId: notice.userId };
}

/**
 * The one way a notice becomes an e-mail: the place where the user's
 * preferences (now, in a digest, never) will decide, per `tipo`.
 */
async function emailNotice(tx: Tx, config: Config, notice: { id: string; email: string; titulo: string; texto: string | null; link: string }) {
  const { brand, publicUrl } = config;
  const message = renderEmail({
    brand,
    publicUrl,
    subject: notice.titulo,
    greeting: "Olá,",
    paragraphs: [`${notice.titulo}.`, ...(notice.texto ? [notice.texto] : [])],
    action: { label: "Ver no site", url: publicUrl + notice.link },
    footer: `Você recebeu este e-mail porque tem uma conta no ${brand}. Todas as notificações ficam em ${publicUrl}/notificacoes.`,
  });
  await queueEmail(tx as never, { key: `notificacao:${notice.id}`, to: notice.email, ...message });
}

/** Notices not yet read by this user. */
export const unreadCount = (db: Db, userId: string) => db.notificacao.count({ where: { userId, lidaEm: null } });

/** Marks one of the viewer's notices read; another user's is not found. */
export async function markNoticeRead(ctx: DomainContext, id: string) {
  const { id: userId } = requireSignedIn(ctx.viewer);
  const { count } = await ctx.db.notificacao.updateMany({ where: { id, userId, lidaEm: null }, data: { lidaEm: new Date() } });
  const notice = await ctx.db.notificacao.findFirst({ where: { id, userId } });
  if (!notice) throw new NotFoundError("Notificação não encontrada");
  if (count > 0) ctx.noticeEvents.publish(userId, null);
  return notice;
}

/** Marks every notice of the viewer read; returns how many were unread. */
export async function markAllNoticesRead(ctx: DomainContext): Promise<number> {
  const { id: userId } = requireSignedIn(ctx.viewer);
  const { count } = await ctx.db.notificacao.updateMany({ where: { userId, lidaEm: null }, data: { lidaEm: new Date() } });
  if (count > 0) ctx.noticeEvents.publish(userId, null);
  return count;
}
