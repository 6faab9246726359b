import type { Db } from "../db/database.ts";

// The jobs' words (PalavraBusca), which a job search spells typed beginnings out with, lose those no job
// holds any more: an e-mail address, a phone number or a name written in a job must not outlive the job,
// nor the erased account of its company. Triggers note the words a job loses (PalavraBuscaRevisar, see
// the search_words_upkeep and search_word_notes_insert_only migrations); this checks the notes.
//
// Whether any job holds a word, the search index answers by collecting every job of the word (10 ms for
// one in 20 jobs of a million), while reading the table finds a common word in its first rows and never
// ends for a word no job holds (600 ms). So the first jobs of the table are read for each word, unlocked,
// and the index answers for the words not among them, which few jobs hold: that check runs locked against
// the triggers that add words, so a job being published with one of them is seen, or waits.

/** Jobs read for each word before the index is asked: a word in one job of 500 or more is all but always among them. */
const probedJobs = 2_000;

/** Words checked per round, each round its own short lock. */
const batch = 500;

interface Word {
  palavra: string;
  /** Its notes, as read: those written later stay for the next sweep. */
  notas: string[];
  usada: boolean;
}

/** Removes the noted words no job holds; returns how many went. Every process's hourly sweep runs it, and an account's erasure. */
export async function forgetUnusedSearchWords(db: Db, { maxRounds = 40 } = {}): Promise<number> {
  let forgotten = 0;
  let after = "";
  for (let round = 0; round < maxRounds; round++) {
    const noted = await db.$queryRaw<Word[]>`
      SELECT r."palavra", array_agg(r."id"::text) AS notas,
             EXISTS (SELECT 1 FROM (SELECT "busca" FROM "Vaga" LIMIT ${probedJobs}) v WHERE v."busca" @@ public.palavra_consulta(r."palavra")) AS usada
      FROM "PalavraBuscaRevisar" r WHERE r."palavra" > ${after} COLLATE "C"
      GROUP BY r."palavra" ORDER BY r."palavra" LIMIT ${batch}`;
    if (noted.length === 0) break;
    after = noted.at(-1)!.palavra;
    const rare = noted.filter((word) => !word.usada).map((word) => word.palavra);
    forgotten += await db.$transaction(async (tx) => {
      // Asked of the search index: the planner expects to meet a word soon in the table, and reads all of it for one no job holds.
      await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
      // Another process's upkeep holds it, or a long write of jobs: the next sweep checks these notes. Short, as job
      // writes queue behind the upkeep while it waits.
      await tx.$executeRaw`SET LOCAL lock_timeout = '200ms'`;
      // Conflicts with the triggers' inserts (ROW EXCLUSIVE) and with another upkeep, not with searches.
      await tx.$executeRaw`LOCK TABLE "PalavraBusca" IN SHARE ROW EXCLUSIVE MODE`;
      const gone = await tx.$executeRaw`
        DELETE FROM "PalavraBusca" p WHERE p."palavra" = ANY(${rare}::text[])
          AND NOT EXISTS (SELECT 1 FROM "Vaga" v WHERE v."busca" @@ public.palavra_consulta(p."palavra"))`;
      // Only the notes read: a job that lost one of these words since, while some other job held it, noted it again.
      await tx.$executeRaw`DELETE FROM "PalavraBuscaRevisar" WHERE "id" = ANY(${noted.flatMap((word) => word.notas)}::bigint[])`;
      return gone;
    });
    if (noted.length < batch) break;
  }
  return forgotten;
}
