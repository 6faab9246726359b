-- A word typed in a job search is matched as the beginning of words
-- ('vendedor':*), which a GIN answers by collecting every job the prefix
-- matches into a bitmap before it meets the other words and the filters:
-- 15–22 ms for 'vendedor' + SP + JUNIOR at a million jobs, against 5 ms for
-- the exact lexeme, where the index skips through each list to the jobs all
-- conditions share. So a search first turns each beginning into the lexemes
-- it begins (as cidades_com_prefixo does for places), from this table of every
-- lexeme the jobs' documents have held, and matches those exactly.
-- Hand-written: Prisma's schema language has no statement triggers or
-- column collations. "C" so that the primary key answers a range of prefixes.
CREATE TABLE "VagaLexema" (
  "palavra" TEXT COLLATE "C" NOT NULL,
  CONSTRAINT "VagaLexema_pkey" PRIMARY KEY ("palavra")
);

INSERT INTO "VagaLexema" ("palavra")
SELECT DISTINCT unnest(tsvector_to_array("busca")) FROM "Vaga" WHERE "busca" IS NOT NULL
ON CONFLICT DO NOTHING;

-- Once per statement, over the rows it wrote: a bulk insert of thousands of
-- jobs adds each of its distinct lexemes once. In order, so that two writers
-- adding the same new lexemes wait for each other instead of deadlocking.
-- Lexemes are never removed: one no job holds any more begins nothing, and
-- matching it costs an empty lookup.
CREATE FUNCTION vaga_lexemas_registrar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "VagaLexema" ("palavra")
  SELECT DISTINCT unnest(tsvector_to_array("busca")) COLLATE "C" FROM novas WHERE "busca" IS NOT NULL ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
-- PostgreSQL allows a transition table on a trigger of one event only.
CREATE TRIGGER vaga_lexemas_inserir AFTER INSERT ON "Vaga"
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION vaga_lexemas_registrar();
CREATE TRIGGER vaga_lexemas_atualizar AFTER UPDATE ON "Vaga"
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION vaga_lexemas_registrar();

-- The lexemes of jobs that begin with each of `prefixos`, in order; NULL for
-- a beginning with more than `limite` of them (a short one such as 'co'),
-- which stays a prefix: an exact list that long would cost more than it saves.
CREATE FUNCTION vaga_lexemas_com_prefixo(prefixos text[], limite int) RETURNS text[] LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT array_agg(
    (SELECT CASE WHEN count(*) > limite THEN NULL ELSE coalesce(string_agg(l.palavra, '|' ORDER BY l.palavra), '') END
     FROM (SELECT "palavra" AS palavra FROM "VagaLexema"
           WHERE "palavra" >= p.prefixo COLLATE "C" AND "palavra" < (p.prefixo || chr(1114111)) COLLATE "C"
           ORDER BY "palavra" LIMIT limite + 1) l)
    ORDER BY p.n)
  FROM unnest(prefixos) WITH ORDINALITY AS p(prefixo, n)
$$;

-- As in prefix_search, and an alternative may now arrive with the lexemes its
-- beginning matches, after '=' and separated by '|' ('vendedor=vendedor',
-- 'desenv=desenvolv|desenvolvedor', 'xyz=' for none): those are matched
-- exactly instead of the prefix, with the alternative's own stems as before.
CREATE OR REPLACE FUNCTION busca_prefixos(palavras text) RETURNS tsquery LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  palavra text;
  alternativa text;
  digitada text;
  lexema text;
  lexemas text[];
  exatos text[];
  termo tsquery;
  termos tsquery;
  consulta tsquery;
BEGIN
  FOREACH palavra IN ARRAY string_to_array(coalesce(palavras, ''), ',') LOOP
    termos := NULL;
    FOREACH alternativa IN ARRAY string_to_array(palavra, ' ') LOOP
      digitada := split_part(alternativa, '=', 1);
      lexemas := tsvector_to_array(to_tsvector('public.encaixe_pt', digitada));
      CONTINUE WHEN cardinality(lexemas) = 0;
      termo := NULL;
      IF position('=' IN alternativa) > 0 THEN
        exatos := array_remove(string_to_array(substr(alternativa, position('=' IN alternativa) + 1), '|'), '');
        FOREACH lexema IN ARRAY lexemas LOOP
          CONTINUE WHEN lexema = ANY(exatos);
          exatos := exatos || lexema;
        END LOOP;
        FOREACH lexema IN ARRAY exatos LOOP
          termo := CASE WHEN termo IS NULL THEN quote_literal(lexema)::tsquery ELSE termo || quote_literal(lexema)::tsquery END;
        END LOOP;
      ELSE
        -- A single letter would begin most of the vocabulary: matched whole.
        termo := (quote_literal(digitada) || CASE WHEN length(digitada) > 1 THEN ':*' ELSE '' END)::tsquery;
        FOREACH lexema IN ARRAY lexemas LOOP
          CONTINUE WHEN lexema = digitada;
          termo := termo || quote_literal(lexema)::tsquery;
        END LOOP;
      END IF;
      termos := CASE WHEN termos IS NULL THEN termo ELSE termos || termo END;
    END LOOP;
    CONTINUE WHEN termos IS NULL;
    consulta := CASE WHEN consulta IS NULL THEN termos ELSE consulta && termos END;
  END LOOP;
  RETURN consulta;
END
$$;
