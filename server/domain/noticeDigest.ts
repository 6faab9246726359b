import { noticeKinds } from "../../shared/noticeKinds.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { queueEmail } from "../email/outbox.ts";
import type { Logger } from "../log.ts";
import { digestEmail, digestHour } from "./noticeEmails.ts";
import { newUnsubscribeLink } from "./unsubscribe.ts";
import { emailKeys } from "../email/keys.ts";

// The daily digest: once a day, from 08:00 in Brasília, one e-mail to each
// person with notices waiting for it (their kind set to DIARIO when made),
// listing those still unread. Every server process runs it; the outbox key
// 'resumo:<user>:<day>' and the claim of the notices in the same transaction
// make it one e-mail per person and day, whichever process gets there first,
// and a process that stops mid-way leaves the rest to the next run.

const timeZone = "America/Sao_Paulo";
const batch = 100;
const localTime = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", hourCycle: "h23" });

/** The day (YYYY-MM-DD in Brasília) whose digest is due at `now`, or null before the digest's hour. */
export function digestDay(now: Date): string | null {
  const parts = Object.fromEntries(localTime.formatToParts(now).map((part) => [part.type, part.value]));
  if (Number(parts.hour) < digestHour) return null;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

interface Deps {
  db: Db;
  config: Pick<Config, "brand" | "publicUrl">;
  log: Logger;
}

/** Raised inside a digest's transaction to undo its claim: that day's digest went out already. */
class AlreadySent extends Error {}

/**
 * Queues the digests due at `now`; returns how many. Safe to run at any time,
 * in any number of processes; `stop` ends a long run between two people.
 */
export async function sendDailyDigests({ db, config, log }: Deps, now = new Date(), stop?: AbortSignal): Promise<number> {
  const day = digestDay(now);
  if (!day) return 0;
  const tried = new Set<string>();
  let sent = 0;
  for (;;) {
    // Whoever failed in this run is left for the next, and does not hide the people after them.
    const waiting = await db.$queryRaw<{ userId: string }[]>`
      SELECT DISTINCT n."userId" FROM "Notificacao" n
      WHERE n."aguardaResumo"
        AND NOT EXISTS (SELECT 1 FROM "Email" e WHERE e."key" = ${emailKeys.digestPrefix} || n."userId" || ':' || ${day})
        AND NOT (n."userId" = ANY(${[...tried]}::text[]))
      LIMIT ${batch}`;
    if (!waiting.length) return sent;
    for (const { userId } of waiting) {
      if (stop?.aborted) return sent;
      tried.add(userId);
      try {
        if (await sendDigest(db, config, userId, day)) sent++;
      } catch (error) {
        log.error({ err: error, userId, day }, "daily digest failed; the next run tries again");
      }
    }
  }
}

/**
 * One person's digest, in one transaction: the notices waiting are claimed (a
 * conditional update only one process wins), and the e-mail is queued under
 * the day's key. If that day's digest exists already (a notice made just as it
 * went out), the claim is undone and the notice waits for tomorrow's.
 */
async function sendDigest(db: Db, config: Deps["config"], userId: string, day: string): Promise<boolean> {
  try {
    return await db.$transaction(async (tx) => {
      const claimed = await tx.notificacao.updateManyAndReturn({
        where: { userId, aguardaResumo: true },
        data: { aguardaResumo: false },
        select: { tipo: true, titulo: true, texto: true, link: true, lidaEm: true, createdAt: true, id: true },
      });
      if (!claimed.length) return false;
      const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, preferenciasNotificacao: { select: { tipo: true, entrega: true } } } });
      const chosen = new Map(user.preferenciasNotificacao.map((choice) => [choice.tipo, choice.entrega]));
      // Read in the app already, or of a kind turned off since it was made: not worth an e-mail.
      const listed = claimed
        .filter((notice) => !notice.lidaEm && (chosen.get(notice.tipo) ?? noticeKinds[notice.tipo].delivery) !== "NUNCA")
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
      if (!listed.length) return false;
      const unsubscribeUrl = await newUnsubscribeLink(tx, config.publicUrl, userId, null);
      const queued = await queueEmail(tx as never, { key: emailKeys.digest(userId, day), to: user.email, ...digestEmail(config, listed, unsubscribeUrl) });
      if (!queued) throw new AlreadySent();
      return true;
    });
  } catch (error) {
    if (error instanceof AlreadySent) return false;
    throw error;
  }
}

const everyMs = 60_000;

/** Runs the digest at start and every minute, so it goes out within a minute of its hour. Stop waits for a run in progress. */
export function startDailyDigests(deps: Deps): { stop(): Promise<void> } {
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= sendDailyDigests(deps, new Date(), stopping.signal)
      .then(
        (sent) => void (sent > 0 && deps.log.info({ sent }, "daily digests queued")),
        (error: unknown) => deps.log.error({ err: error }, "daily digest run failed"),
      )
      .finally(() => (running = null));
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
