-- Search as people type: every word of a search matches the words it begins
-- ('desenvolv' finds 'Desenvolvedor', 'enfermeir' finds 'Enfermeiro(a)'),
-- and candidates are found by their courses and education too ('NR-10').
-- Hand-written: Prisma's schema language has no functions or triggers.

-- The search of `palavras`: words separated by commas, each a list of
-- alternatives separated by spaces (an abbreviation and what it stands for),
-- lower case without accents (server/domain/searchTerms.ts writes it). Each
-- word must match. An alternative matches the lexemes it begins, as typed
-- ('enfermeir' begins 'enfermeir', the lexeme of 'enfermeiro'), and its own
-- stem exactly, for a whole word typed in another form ('enfermeira' stems to
-- 'enfermeir'). Its stem is not a prefix: the stemmer cuts a typed beginning
-- where it would not cut the whole word ('enfermeir' stems to 'enferm', which
-- begins 'enfermag', of 'enfermagem'). Stop words are left out, as a search
-- of words leaves them out. NULL when nothing is left, which matches nothing.
-- IMMUTABLE like to_tsquery(regconfig, text), so the planner folds it into a
-- constant and estimates the search from the index's statistics.
CREATE FUNCTION busca_prefixos(palavras text) RETURNS tsquery LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  palavra text;
  alternativa text;
  lexema text;
  lexemas text[];
  termo tsquery;
  termos tsquery;
  consulta tsquery;
BEGIN
  FOREACH palavra IN ARRAY string_to_array(coalesce(palavras, ''), ',') LOOP
    termos := NULL;
    FOREACH alternativa IN ARRAY string_to_array(palavra, ' ') LOOP
      lexemas := tsvector_to_array(to_tsvector('public.encaixe_pt', alternativa));
      CONTINUE WHEN cardinality(lexemas) = 0;
      -- A single letter would begin most of the vocabulary: matched whole.
      termo := (quote_literal(alternativa) || CASE WHEN length(alternativa) > 1 THEN ':*' ELSE '' END)::tsquery;
      FOREACH lexema IN ARRAY lexemas LOOP
        CONTINUE WHEN lexema = alternativa;
        termo := termo || quote_literal(lexema)::tsquery;
      END LOOP;
      termos := CASE WHEN termos IS NULL THEN termo ELSE termos || termo END;
    END LOOP;
    CONTINUE WHEN termos IS NULL;
    consulta := CASE WHEN consulta IS NULL THEN termos ELSE consulta && termos END;
  END LOOP;
  RETURN consulta;
END
$$;

-- As in add_candidate_search, plus complementary courses and education (B).
CREATE OR REPLACE FUNCTION candidato_busca_atualizar() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  habilidades text;
  experiencias text;
  estudos text;
BEGIN
  SELECT string_agg("nome", ' ') INTO habilidades FROM "Habilidade" WHERE "candidatoId" = NEW.id;
  SELECT string_agg(coalesce("cargo", '') || ' ' || coalesce("empresa", '') || ' ' || coalesce("descricao", ''), ' ')
    INTO experiencias FROM "Experiencia" WHERE "candidatoId" = NEW.id;
  SELECT string_agg(estudo, ' ') INTO estudos FROM (
    SELECT coalesce("nomeCurso", '') || ' ' || coalesce("instituicao", '') AS estudo FROM "Curso" WHERE "candidatoId" = NEW.id
    UNION ALL
    SELECT coalesce("curso", '') || ' ' || coalesce("instituicao", '') FROM "Formacao" WHERE "candidatoId" = NEW.id
  ) s;
  NEW."busca" :=
    setweight(to_tsvector('public.encaixe_pt', coalesce(NEW."nomeCompleto", '') || ' ' || coalesce(habilidades, '')), 'A') ||
    setweight(to_tsvector('public.encaixe_pt', coalesce(NEW."objetivoProfissional", '') || ' ' || coalesce(estudos, '')), 'B') ||
    setweight(to_tsvector('public.encaixe_pt', coalesce(experiencias, '')), 'C');
  NEW."localizacaoBusca" := lower(public.unaccent(coalesce(NEW."enderecoCidade", '') || ' ' || coalesce(NEW."enderecoEstado", '')));
  RETURN NEW;
END
$$;

CREATE TRIGGER curso_busca
  AFTER INSERT OR UPDATE OR DELETE ON "Curso"
  FOR EACH ROW EXECUTE FUNCTION candidato_secao_tocar();

CREATE TRIGGER formacao_busca
  AFTER INSERT OR UPDATE OR DELETE ON "Formacao"
  FOR EACH ROW EXECUTE FUNCTION candidato_secao_tocar();

UPDATE "Candidato" SET "busca" = NULL;
