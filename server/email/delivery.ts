import type { Db } from "../db/database.ts";
import { Prisma } from "../db/generated/prisma/client.ts";
import type { Logger } from "../log.ts";
import { emailQueued, maxAttempts } from "./outbox.ts";
import type { Mailer } from "./transport.ts";

// Delivers the outbox. Every process runs this loop; a row is claimed by moving
// its next attempt past a lease (a conditional update only one process can win),
// so two processes never send it at once, and a process that dies mid-send
// leaves it to be tried again when the lease ends. A failure retries with
// exponential backoff, up to maxAttempts. Delivery is at least once: a send whose
// acknowledgement is lost is sent again, with the same Message-ID.

const pollMs = 5_000;
const leaseMs = 2 * 60_000;
const batch = 10;

/** 30 s, 1 min, 2 min… up to 6 hours between attempts. */
const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 6 * 3_600_000);

/** Sends what is due now; returns how many were sent. */
export async function deliverDueEmails(db: Db, mailer: Mailer, log: Logger): Promise<number> {
  const due = await db.email.findMany({
    where: { sentAt: null, nextAttemptAt: { lte: new Date() }, attempts: { lt: maxAttempts } },
    orderBy: { nextAttemptAt: "asc" },
    take: batch,
  });
  let sent = 0;
  for (const email of due) {
    const claimed = await db.email.updateMany({
      where: { id: email.id, sentAt: null, nextAttemptAt: email.nextAttemptAt },
      data: { nextAttemptAt: new Date(Date.now() + leaseMs), attempts: { increment: 1 } },
    });
    if (claimed.count === 0) continue;
    try {
      await mailer.send({ ...email, headers: (email.headers ?? {}) as Record<string, string> });
      // Once delivered, the body leaves the outbox: it is not an archive of people's mail, and a recovery link inside it
      // (or an unsubscribe link, in the body and the headers) must not outlive its sending in the database.
      const body = mailer.keepsBodies ? {} : { text: "", html: "", headers: Prisma.DbNull };
      await db.email.update({ where: { id: email.id }, data: { sentAt: new Date(), lastError: null, ...body } });
      sent++;
    } catch (error) {
      const attempts = email.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      await db.email.update({ where: { id: email.id }, data: { nextAttemptAt: new Date(Date.now() + backoffMs(attempts)), lastError: message.slice(0, 1000) } });
      const fields = { err: error, emailId: email.id, key: email.key, attempts };
      if (attempts >= maxAttempts) log.error(fields, "e-mail given up after the last attempt");
      else log.warn(fields, "e-mail not sent; will retry");
    }
  }
  return sent;
}

/** Polls the outbox, and at once when this process queues an e-mail. Stop waits for a round in progress. */
export function startEmailDelivery(db: Db, mailer: Mailer, log: Logger): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let again = false;
  let stopped = false;
  const round = () => {
    if (stopped) return;
    again = true;
    running = running.then(async () => {
      while (again && !stopped) {
        again = false;
        try {
          // A full batch may mean more are waiting.
          while ((await deliverDueEmails(db, mailer, log)) >= batch && !stopped);
        } catch (error) {
          log.error({ err: error }, "e-mail delivery round failed");
        }
      }
    });
  };
  const timer = setInterval(round, pollMs);
  timer.unref();
  emailQueued.on("queued", round);
  round();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      emailQueued.off("queued", round);
      await running;
      mailer.close();
    },
  };
}
