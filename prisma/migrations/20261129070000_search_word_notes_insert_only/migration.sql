-- The notes of words jobs lost (search_words_upkeep) were one row per word,
-- upserted: jobs deleted or edited at once that lost a common word waited on
-- its row until they committed, and two transactions each writing several
-- jobs could deadlock on two such rows. A note is now a row per loss, only
-- ever inserted; the upkeep (server/domain/searchWords.ts) deletes the notes
-- it read, by id, so a loss noted while it checks stays for the next sweep.
ALTER TABLE "PalavraBuscaRevisar" DROP CONSTRAINT "PalavraBuscaRevisar_pkey",
DROP COLUMN "versao",
ADD COLUMN     "id" BIGSERIAL NOT NULL,
ADD CONSTRAINT "PalavraBuscaRevisar_pkey" PRIMARY KEY ("id");

-- The upkeep's rounds, word by word.
CREATE INDEX "PalavraBuscaRevisar_palavra_id_idx" ON "PalavraBuscaRevisar"("palavra", "id");

CREATE OR REPLACE FUNCTION palavras_busca_notar(palavras text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "PalavraBuscaRevisar" ("palavra") SELECT DISTINCT w COLLATE "C" FROM unnest(palavras) AS w
$$;

-- TRUNCATE fires no row or delete trigger, and has no transition table: every
-- job is gone, so every word is. Jobs written later in the same transaction
-- add theirs again.
CREATE FUNCTION palavras_busca_truncar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "PalavraBusca";
  DELETE FROM "PalavraBuscaRevisar";
  RETURN NULL;
END
$$;

CREATE TRIGGER vaga_palavras_truncar AFTER TRUNCATE ON "Vaga"
  FOR EACH STATEMENT EXECUTE FUNCTION palavras_busca_truncar();
