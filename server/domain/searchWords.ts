import type { Db } from "../db/database.ts";
import { postgresCode } from "../db/errors.ts";
import { Prisma } from "../db/generated/prisma/client.ts";
import type { Logger } from "../log.ts";
import { type SerialSweeps, serialSweeps } from "./serialSweeps.ts";

// The jobs' words (PalavraBusca), which a job search spells typed beginnings out with, lose those no job
// holds any more: an e-mail address, a phone number or a name written in a job must not outlive the job,
// nor the erased account of its company. Triggers note the words a job loses (PalavraBuscaRevisar, see
// the search_words_upkeep and search_word_notes_insert_only migrations); this checks the notes.
//
// Whether any job holds a word, the search index answers by collecting every job of the word (10 ms for
// one in 20 jobs of a million), while reading the table finds a common word in its first rows and never
// ends for a word no job holds (600 ms). So the words of the table's first jobs are read, unlocked, and the
// index answers for the noted words not among them, which few jobs hold: that check runs locked against
// the triggers that add words, so a job being published with one of them is seen, or waits.

/** The table's first jobs, whose words each round reads at once: a word in one job of 500 or more is all but always among them. */
const probedJobs = 2_000;

/** Words checked per round, each round its own short lock. */
const batch = 200;

/**
 * Notes taken per round: a company's erasure notes every word of every job it had, and a word many jobs lost
 * goes over several rounds rather than in one long statement (PGlite, the embedded database, has no statement timeout).
 */
const notesPerRoundLimit = 50_000;

/** Tries at the lock per round, each waiting up to lock_timeout: job writes queue behind a waiting upkeep. */
const lockTries = 3;

interface Claimed {
  palavra: string;
  notas: number;
  usada: boolean;
}

/**
 * Removes the noted words no job holds; returns how many went. Every process's hourly sweep runs it, and an account's
 * erasure. `signal` (the process stopping) ends it after the round in progress: the notes it did not reach wait.
 */
export async function forgetUnusedSearchWords(
  db: Db,
  { maxRounds = 100, notesPerRound = notesPerRoundLimit, signal }: { maxRounds?: number; notesPerRound?: number; signal?: AbortSignal } = {},
): Promise<number> {
  let forgotten = 0;
  // Where the next round starts: after a word, or at it when a round took only some of its notes.
  let from = { palavra: "", inclusive: false };
  for (let round = 0; round < maxRounds && !signal?.aborted; round++) {
    // Word by word through the index, skipping each word's notes: a distinct scan read them all, and a word
    // thousands of jobs lost is read again each round until its notes are gone (at 1M notes 225 ms, this 2).
    const words = await db.$queryRaw<{ palavra: string }[]>`
      WITH RECURSIVE w("palavra", n) AS (
        (SELECT "palavra", 1 FROM "PalavraBuscaRevisar"
         WHERE "palavra" ${from.inclusive ? Prisma.sql`>=` : Prisma.sql`>`} ${from.palavra} COLLATE "C" ORDER BY "palavra" LIMIT 1)
        UNION ALL
        SELECT (SELECT r."palavra" FROM "PalavraBuscaRevisar" r WHERE r."palavra" > w."palavra" ORDER BY r."palavra" LIMIT 1), w.n + 1
        FROM w WHERE w."palavra" IS NOT NULL AND w.n < ${batch}
      )
      SELECT "palavra" FROM w WHERE "palavra" IS NOT NULL`;
    if (words.length === 0) break;
    const noted = words.map((word) => word.palavra);
    const checked = await checkWords(db, noted, notesPerRound).catch((error: unknown) => {
      // Job writes held the lock all along: these notes wait for the next sweep, the next words need not.
      if (postgresCode(error) === "55P03") return null;
      throw error;
    });
    forgotten += checked?.forgotten ?? 0;
    const last = checked?.claimed.at(-1);
    const capped = checked !== null && last !== undefined && checked.claimed.reduce((sum, word) => sum + word.notas, 0) >= notesPerRound;
    from = capped ? { palavra: last.palavra, inclusive: true } : { palavra: noted.at(-1)!, inclusive: false };
    if (words.length < batch && !capped) break;
  }
  return forgotten;
}

/** One round: takes the words' notes (up to notesPerRound, in word order) and forgets those of the words no job holds. */
function checkWords(db: Db, noted: string[], notesPerRound: number): Promise<{ claimed: Claimed[]; forgotten: number }> {
  return db.$transaction(
    async (tx) => {
      // The notes are taken and the first jobs' words read in one snapshot: a job that loses one of these words
      // later notes it again, for the next sweep. Notes another process's upkeep has taken are left to it.
      const claimed = await tx.$queryRaw<Claimed[]>`
        WITH probed AS (
          -- Every word of the first jobs at once: matching each word against each job cost 0.8 ms per word at 1M.
          SELECT DISTINCT unnest(tsvector_to_array(v."busca")) COLLATE "C" AS "palavra" FROM (SELECT "busca" FROM "Vaga" LIMIT ${probedJobs}) v
        ),
        taken AS (
          -- By the rows' places, which hold still: a note is never updated, and these are locked. Joined by id, the
          -- delete read every note of the words to find the 50,000 (320 ms a round at 1M notes, by place 55 ms).
          DELETE FROM "PalavraBuscaRevisar" WHERE ctid = ANY(ARRAY(
            SELECT ctid FROM "PalavraBuscaRevisar" WHERE "palavra" = ANY(${noted}::text[])
            ORDER BY "palavra", "id" LIMIT ${notesPerRound} FOR UPDATE SKIP LOCKED
          )) RETURNING "palavra"
        )
        SELECT w."palavra", w.notas, EXISTS (SELECT 1 FROM probed p WHERE p."palavra" = w."palavra") AS usada
        FROM (SELECT "palavra", count(*)::int AS notas FROM taken GROUP BY "palavra") w
        ORDER BY w."palavra"`;
      const rare = claimed.filter((word) => !word.usada).map((word) => word.palavra);
      if (rare.length === 0) return { claimed, forgotten: 0 };
      await lockWords(tx);
      // Asked of the search index: the planner expects to meet a word soon in the table, and reads all of it for one no job holds.
      await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
      const forgotten = await tx.$executeRaw`
        DELETE FROM "PalavraBusca" p WHERE p."palavra" = ANY(${rare}::text[])
          AND NOT EXISTS (SELECT 1 FROM "Vaga" v WHERE v."busca" @@ public.palavra_consulta(p."palavra"))`;
      return { claimed, forgotten };
    },
    { timeout: 15_000 },
  );
}

/**
 * Conflicts with the triggers' inserts (ROW EXCLUSIVE) and with another upkeep, not with searches: a job being
 * published with a word the upkeep is checking is seen, or waits. A try that times out is undone alone (a
 * savepoint), so the notes the round took stay taken.
 */
async function lockWords(tx: Pick<Prisma.TransactionClient, "$executeRaw">): Promise<void> {
  await tx.$executeRaw`SET LOCAL lock_timeout = '200ms'`;
  for (let attempt = 1; ; attempt++) {
    await tx.$executeRaw`SAVEPOINT palavras_bloqueio`;
    try {
      await tx.$executeRaw`LOCK TABLE "PalavraBusca" IN SHARE ROW EXCLUSIVE MODE`;
      return;
    } catch (error) {
      if (postgresCode(error) !== "55P03" || attempt === lockTries) throw error;
      await tx.$executeRaw`ROLLBACK TO SAVEPOINT palavras_bloqueio`;
    }
  }
}

/**
 * This process's sweeps of the words, one at a time: the hourly one, and an erasure's, which its answer does not wait
 * for (a company of thousands of jobs takes seconds). A stop ends the sweep after its round in progress. On PGlite,
 * one connection for the whole process, each round's transaction still holds every other statement meanwhile.
 */
export function searchWordSweeps(db: Db, log: Logger): SerialSweeps<void> {
  return serialSweeps<void>(
    async (_, signal) => {
      const forgotten = await forgetUnusedSearchWords(db, { signal });
      if (forgotten > 0) log.info({ forgotten }, "search words no job holds forgotten");
    },
    { join: () => undefined, failed: (error) => log.error({ err: error }, "search words sweep failed; the next one retries") },
  );
}
