import type { Db } from "../db/database.ts";

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

/** Jobs read for each word before the index is asked: a word in one job of 500 or more is all but always among them. */
const probedJobs = 2_000;

/** Words checked per round, each round its own short lock. */
const batch = 200;

/** Removes the noted words no job holds; returns how many went. Every process's hourly sweep runs it, and an account's erasure. */
export async function forgetUnusedSearchWords(db: Db, { maxRounds = 100 } = {}): Promise<number> {
  let forgotten = 0;
  let after = "";
  for (let round = 0; round < maxRounds; round++) {
    const words = await db.$queryRaw<{ palavra: string }[]>`
      SELECT DISTINCT "palavra" FROM "PalavraBuscaRevisar" WHERE "palavra" > ${after} COLLATE "C" ORDER BY 1 LIMIT ${batch}`;
    if (words.length === 0) break;
    after = words.at(-1)!.palavra;
    const noted = words.map((word) => word.palavra);
    forgotten += await db.$transaction(
      async (tx) => {
        // A company's erasure notes every word of every job it had: hundreds of thousands of notes go in one round.
        await tx.$executeRaw`SET LOCAL statement_timeout = '60s'`;
        // The words' notes are taken and their jobs read in one snapshot: a job that loses one of them later notes it
        // again, for the next sweep. Notes another process's upkeep has taken are left to it.
        const claimed = await tx.$queryRaw<{ palavra: string; usada: boolean }[]>`
          WITH probed AS (
            -- Every word of the first jobs at once: matching each word against each job cost 0.8 ms per word at 1M.
            SELECT DISTINCT unnest(tsvector_to_array(v."busca")) COLLATE "C" AS "palavra" FROM (SELECT "busca" FROM "Vaga" LIMIT ${probedJobs}) v
          ),
          taken AS (
            DELETE FROM "PalavraBuscaRevisar" WHERE "palavra" = ANY(${noted}::text[]) AND "id" IN (
              SELECT "id" FROM "PalavraBuscaRevisar" WHERE "palavra" = ANY(${noted}::text[]) FOR UPDATE SKIP LOCKED
            ) RETURNING "palavra"
          )
          SELECT w."palavra", EXISTS (SELECT 1 FROM probed p WHERE p."palavra" = w."palavra") AS usada
          FROM (SELECT DISTINCT "palavra" FROM taken) w`;
        const rare = claimed.filter((word) => !word.usada).map((word) => word.palavra);
        if (rare.length === 0) return 0;
        // Asked of the search index: the planner expects to meet a word soon in the table, and reads all of it for one no job holds.
        await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
        // Another process's upkeep holds it, or a long write of jobs: the next sweep checks these notes. Short, as job
        // writes queue behind the upkeep while it waits.
        await tx.$executeRaw`SET LOCAL lock_timeout = '200ms'`;
        // Conflicts with the triggers' inserts (ROW EXCLUSIVE) and with another upkeep, not with searches.
        await tx.$executeRaw`LOCK TABLE "PalavraBusca" IN SHARE ROW EXCLUSIVE MODE`;
        return await tx.$executeRaw`
          DELETE FROM "PalavraBusca" p WHERE p."palavra" = ANY(${rare}::text[])
            AND NOT EXISTS (SELECT 1 FROM "Vaga" v WHERE v."busca" @@ public.palavra_consulta(p."palavra"))`;
      },
      { timeout: 120_000 },
    );
    if (words.length < batch) break;
  }
  return forgotten;
}
