import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { TipoNotificacao } from "../db/generated/prisma/enums.ts";
import { queueEmail } from "../email/outbox.ts";
import { requireSignedIn } from "../auth/policy.ts";
import type { DomainContext } from "./context.ts";
import { immediateNoticeEmail } from "./noticeEmails.ts";
import { deliveryOf } from "./noticePreferences.ts";
import { newUnsubscribeLink } from "./unsubscribe.ts";
import { NotFoundError } from "./errors.ts";
import { emailKeys } from "../email/keys.ts";

// In-app notices: made in the transaction of the event they tell of, e-mailed
// through the outbox in that same transaction (or marked for the daily digest,
// noticeDigest.ts, per the person's preference), and announced to the user's
// open tabs once it has committed. The words of each kind are in noticeDrafts.ts.

export interface NoticeDraft {
  userId: string;
  tipo: TipoNotificacao;
  titulo: string;
  texto?: string;
  /** A path of the web app. */
  link: string;
  /** Names the event: the same event notifies once. */
  chave: string;
  /** The candidate a company's notice names, so it goes with that candidate's account. */
  sobreCandidatoId?: string;
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

/**
 * The notice, unless its event has notified already. The person's preference
 * for its kind decides its e-mail: at once, in the daily digest (the notice
 * waits for it), or none.
 */
async function createNotice(tx: Tx, config: Config, draft: NoticeDraft) {
  const delivery = await deliveryOf(tx, draft.userId, draft.tipo);
  const [notice] = await tx.notificacao.createManyAndReturn({
    data: [{ ...draft, aguardaResumo: delivery === "DIARIO" }],
    skipDuplicates: true,
    select: { id: true, userId: true, titulo: true, texto: true, link: true, tipo: true, user: { select: { email: true } } },
  });
  if (!notice) return null;
  if (delivery === "IMEDIATO") await emailNotice(tx, config, { ...notice, email: notice.user.email });
  return { id: notice.id, userId: notice.userId };
}

/** The one way a notice becomes an e-mail of its own, with a link that turns off e-mail for its kind. */
async function emailNotice(tx: Tx, config: Config, notice: { id: string; userId: string; email: string; tipo: TipoNotificacao; titulo: string; texto: string | null; link: string }) {
  const unsubscribeUrl = await newUnsubscribeLink(tx, config.publicUrl, notice.userId, notice.tipo);
  await queueEmail(tx as never, { key: emailKeys.notice(notice.id), to: notice.email, ...immediateNoticeEmail(config, notice, unsubscribeUrl) });
}

/** A notice not yet read: what the bell counts. */
export const unreadNotice = { lidaEm: null } as const;

/** Notices not yet read by this user. */
export const unreadCount = (db: Db, userId: string) => db.notificacao.count({ where: { userId, ...unreadNotice } });

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
