import { EventEmitter } from "node:events";
import type { Db } from "../db/database.ts";

export interface EmailMessage {
  /** Names the event the e-mail tells of: queued twice, it is still one e-mail. */
  key: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** Wakes this process's delivery at once; the others find the e-mail on their next poll. */
export const emailQueued = new EventEmitter();

/**
 * Queues an e-mail in the outbox (pass the transaction of the event that causes
 * it, so the e-mail exists exactly when the event does). Returns whether it was new.
 */
export async function queueEmail(db: Db, message: EmailMessage): Promise<boolean> {
  const { count } = await db.email.createMany({
    data: [{ ...message, headers: message.headers ?? undefined, nextAttemptAt: new Date() }],
    skipDuplicates: true,
  });
  if (count > 0) emailQueued.emit("queued");
  return count > 0;
}

/** Attempts before delivery gives an e-mail up (server/email/delivery.ts). */
export const maxAttempts = 10;

/** Sent e-mails are kept 30 days (what was sent, to whom, when), then forgotten; so are those given up, body and all. */
export async function forgetOldEmails(db: Db): Promise<void> {
  const monthAgo = new Date(Date.now() - 30 * 86_400_000);
  await db.email.deleteMany({
    where: { OR: [{ sentAt: { lt: monthAgo } }, { sentAt: null, attempts: { gte: maxAttempts }, createdAt: { lt: monthAgo } }] },
  });
}
