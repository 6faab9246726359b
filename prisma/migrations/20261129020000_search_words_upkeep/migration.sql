-- Two fixes to the jobs' words of the search_by_week migration.
-- Hand-written: Prisma's schema language has no functions or triggers.

-- 1. busca_expandida rewrote busca_prefixos' query with ts_rewrite, which
-- matches a term whatever its prefix flag: where one typed word stems to
-- another's beginning ('vend vendas': 'vend' whole and 'vend':*), it spelled
-- out the whole stem too, and /jobs found jobs ('Vendedor externo') that an
-- alert or a partner's sync for the same words does not. It now builds the
-- query as busca_prefixos does, with each beginning of at most 32 words
-- spelled out in its own place, so that the two match the same jobs.
-- A word from the table goes into the tsquery quoted as tsquery quotes (a
-- backslash and a quote escaped), not as SQL's quote_literal, whose E'' form
-- the tsquery parser would read as part of the word.
CREATE FUNCTION palavra_consulta(palavra text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ('''' || replace(replace(palavra, '\', '\\'), '''', '''''') || '''')::tsquery
$$;

CREATE OR REPLACE FUNCTION busca_expandida(palavras text) RETURNS tsquery LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  grupo text;
  alternativa text;
  lexema text;
  lexemas text[];
  comecadas text[];
  termo tsquery;
  termos tsquery;
  consulta tsquery;
BEGIN
  FOREACH grupo IN ARRAY string_to_array(coalesce(palavras, ''), ',') LOOP
    termos := NULL;
    FOREACH alternativa IN ARRAY string_to_array(grupo, ' ') LOOP
      lexemas := tsvector_to_array(to_tsvector('public.encaixe_pt', alternativa));
      CONTINUE WHEN cardinality(lexemas) = 0;
      comecadas := NULL;
      -- A single letter is matched whole, as in busca_prefixos.
      IF length(alternativa) > 1 THEN
        SELECT array_agg(p."palavra") INTO comecadas FROM (
          SELECT "palavra" FROM "PalavraBusca"
          WHERE "palavra" >= alternativa COLLATE "C" AND "palavra" < (alternativa || chr(1114111)) COLLATE "C"
          ORDER BY "palavra" LIMIT 33
        ) p;
      END IF;
      termo := CASE
        WHEN length(alternativa) = 1 THEN public.palavra_consulta(alternativa)
        -- So many words that matching the beginning costs less.
        WHEN cardinality(comecadas) > 32 THEN (public.palavra_consulta(alternativa)::text || ':*')::tsquery
        -- No word begins with it: the beginning itself, whole, matches nothing as well.
        WHEN comecadas IS NULL THEN public.palavra_consulta(alternativa)
        ELSE (SELECT string_agg(public.palavra_consulta(w)::text, ' | ') FROM unnest(comecadas) AS w)::tsquery
      END;
      FOREACH lexema IN ARRAY lexemas LOOP
        CONTINUE WHEN lexema = alternativa;
        termo := termo || public.palavra_consulta(lexema);
      END LOOP;
      termos := CASE WHEN termos IS NULL THEN termo ELSE termos || termo END;
    END LOOP;
    CONTINUE WHEN termos IS NULL;
    consulta := CASE WHEN consulta IS NULL THEN termos ELSE consulta && termos END;
  END LOOP;
  RETURN consulta;
END
$$;

-- 2. A word stayed when its last job went: e-mail addresses, phone numbers
-- and names that companies write in their jobs outlived the jobs, and the
-- erased account of the company. The words a job loses (deleted, or its text
-- edited) are now noted here, and the upkeep (server/domain/searchWords.ts)
-- removes those no job holds any more. `versao` counts the times a word was
-- noted: the upkeep drops a note it found still in use only if no job lost
-- the word since it looked.
CREATE TABLE "PalavraBuscaRevisar" (
  "palavra" text COLLATE "C" NOT NULL,
  "versao" integer NOT NULL DEFAULT 1,
  CONSTRAINT "PalavraBuscaRevisar_pkey" PRIMARY KEY ("palavra")
);

-- In order, as the words are added: two writers noting the same words wait for each other.
CREATE FUNCTION palavras_busca_notar(palavras text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "PalavraBuscaRevisar" ("palavra")
  SELECT DISTINCT w COLLATE "C" FROM unnest(palavras) AS w ORDER BY 1
  ON CONFLICT ("palavra") DO UPDATE SET "versao" = "PalavraBuscaRevisar"."versao" + 1
$$;

CREATE OR REPLACE FUNCTION palavras_busca_atualizar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "PalavraBusca" ("palavra")
  SELECT DISTINCT unnest(tsvector_to_array(n."busca")) COLLATE "C" FROM novas n JOIN velhas v ON v.id = n.id
  WHERE n."busca" IS NOT NULL AND n."busca" IS DISTINCT FROM v."busca" ORDER BY 1
  ON CONFLICT DO NOTHING;
  -- The words each edited job no longer has.
  PERFORM public.palavras_busca_notar(array_agg(w)) FROM (
    SELECT unnest(tsvector_to_array(ts_delete(v."busca", coalesce(tsvector_to_array(n."busca"), '{}')))) AS w
    FROM velhas v JOIN novas n ON n.id = v.id
    WHERE v."busca" IS NOT NULL AND n."busca" IS DISTINCT FROM v."busca"
  ) perdidas
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;

CREATE FUNCTION palavras_busca_excluir() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.palavras_busca_notar(array_agg(w)) FROM (
    SELECT unnest(tsvector_to_array(v."busca")) AS w FROM velhas v WHERE v."busca" IS NOT NULL
  ) perdidas
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;

CREATE TRIGGER vaga_palavras_excluir AFTER DELETE ON "Vaga"
  REFERENCING OLD TABLE AS velhas FOR EACH STATEMENT EXECUTE FUNCTION palavras_busca_excluir();

-- What jobs went before these notes: the words no job holds now.
DELETE FROM "PalavraBusca"
WHERE "palavra" NOT IN (SELECT word COLLATE "C" FROM ts_stat('SELECT "busca" FROM "Vaga" WHERE "busca" IS NOT NULL'));
