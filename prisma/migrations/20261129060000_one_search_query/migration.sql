-- One builder for the job search's tsquery. busca_prefixos (prefix_search)
-- and busca_expandida (search_words_upkeep) each walked the typed words in a
-- loop of their own, so the rule "an alternative matches its beginning and
-- its stems" lived twice; the two disagreeing was the bug that migration
-- fixed. Both are now busca_consulta, which spells out a beginning as the
-- jobs' words it begins only when asked to. busca_prefixos now quotes typed
-- words as busca_expandida quoted the table's (palavra_consulta): the app
-- sends only letters, digits and '-', which both quote alike, while a
-- backslash called in directly made quote_literal's E'' form part of the
-- query (a wrong word, or a syntax error).
-- Hand-written: Prisma's schema language has no functions.
CREATE FUNCTION busca_consulta(palavras text, expandir boolean) RETURNS tsquery LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
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
      IF expandir AND length(alternativa) > 1 THEN
        SELECT array_agg(p."palavra") INTO comecadas FROM (
          SELECT "palavra" FROM "PalavraBusca"
          WHERE "palavra" >= alternativa COLLATE "C" AND "palavra" < (alternativa || chr(1114111)) COLLATE "C"
          ORDER BY "palavra" LIMIT 33
        ) p;
      END IF;
      -- Branches, not one CASE: with the words' subquery in it, plpgsql ran the whole CASE through the
      -- executor, at three times the cost of the loop it replaces when nothing is spelled out.
      IF length(alternativa) = 1 THEN
        -- A single letter would begin most of the vocabulary: matched whole.
        termo := public.palavra_consulta(alternativa);
      ELSIF expandir IS NOT TRUE OR cardinality(comecadas) > 32 THEN
        -- Not spelled out, or so many words that matching the beginning costs less.
        termo := (public.palavra_consulta(alternativa)::text || ':*')::tsquery;
      ELSIF comecadas IS NULL THEN
        -- No word begins with it: the beginning itself, whole, matches nothing as well.
        termo := public.palavra_consulta(alternativa);
      ELSE
        termo := (SELECT string_agg(public.palavra_consulta(w)::text, ' | ') FROM unnest(comecadas) AS w)::tsquery;
      END IF;
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

-- Reads no table when it does not spell out, so IMMUTABLE holds: the planner
-- folds it into a constant and estimates the search from the index's statistics.
CREATE OR REPLACE FUNCTION busca_prefixos(palavras text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT public.busca_consulta(palavras, false)
$$;

CREATE OR REPLACE FUNCTION busca_expandida(palavras text) RETURNS tsquery LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT public.busca_consulta(palavras, true)
$$;
