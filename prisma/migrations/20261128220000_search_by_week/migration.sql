-- Job search at a million jobs, newest first by week. A search ranks its
-- newest 500 matches, and to find them PostgreSQL read every match from the
-- table to learn its date: 4,000 rows scattered over 4,000 pages for
-- 'atendimento ao cliente' in Rio de Janeiro, most of them far older than the
-- 500th. The week a job was created is now a column of the search's GIN
-- index, so a search reads its matches a week at a time, newest first, and
-- stops once it has enough (server/domain/rankedSearch.ts). Matched to one
-- week, a GIN scan is cheap: the week's jobs lead, and the index skips the
-- rest of each word's list. A range of weeks would not be: it collects every
-- job of those weeks before matching any.
-- Hand-written: Prisma's schema language has no generated columns or
-- btree_gin indexes.

-- Weeks since Monday 2000-01-03; increases with the time, so that every job of
-- a week is newer than every job of the weeks before it.
CREATE FUNCTION semana_busca(quando timestamp) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT floor((quando::date - DATE '2000-01-03') / 7.0)::integer
$$;

-- The first moment of a week: jobs created before it are of earlier weeks.
CREATE FUNCTION semana_inicio(semana integer) RETURNS timestamp LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (DATE '2000-01-03' + semana * 7)::timestamp
$$;

-- Generated, so it follows "createdAt" whatever writes it.
ALTER TABLE "Vaga" ADD COLUMN "semanaBusca" integer GENERATED ALWAYS AS (public.semana_busca("createdAt")) STORED;

DROP INDEX "Vaga_busca_filtros_ativa_idx";
CREATE INDEX "Vaga_busca_filtros_ativa_idx" ON "Vaga"
  USING GIN ("busca", "semanaBusca", "cidadeBusca", "estadoBusca", "areaAtuacao", "modalidadeTrabalho", "tipoContrato", "nivelVaga")
  WHERE "statusVaga" = 'ATIVA';

-- Tried before on its own (commits 4f87aaa, 941175c; bench/README.md), and
-- reverted for later pages, whose position the planner met with the text's
-- single-column GIN: here the position stays out of the scans.
-- Every word a search types is matched as a beginning ('desenvolv' finds
-- 'desenvolvedor'), and a GIN matches a beginning by first collecting every
-- row of every word it begins into a bitmap: for a common word, as costly as
-- the rest of the scan, and again in each week's scan. The words of the
-- jobs' search documents are kept here, so that a job search first turns
-- each beginning into the few words it begins, matched exactly
-- (busca_expandida). A word stays when its last job goes: it then matches
-- nothing, which costs nothing. Jobs only: they are public, where the words
-- of candidates' documents (their names among them) would outlive an erased
-- account; candidate search keeps matching beginnings.
CREATE TABLE "PalavraBusca" (
  "palavra" text COLLATE "C" NOT NULL,
  CONSTRAINT "PalavraBusca_pkey" PRIMARY KEY ("palavra")
);

INSERT INTO "PalavraBusca" ("palavra")
SELECT word FROM ts_stat('SELECT "busca" FROM "Vaga" WHERE "busca" IS NOT NULL');

-- Once per statement, so that a load of many jobs adds its words in one pass.
-- In order, so that two writers adding the same new words wait for each other
-- instead of deadlocking. (PostgreSQL allows a transition table on a trigger
-- of one event only.)
CREATE FUNCTION palavras_busca_inserir() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "PalavraBusca" ("palavra")
  SELECT DISTINCT unnest(tsvector_to_array(n."busca")) COLLATE "C" FROM novas n WHERE n."busca" IS NOT NULL ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE FUNCTION palavras_busca_atualizar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "PalavraBusca" ("palavra")
  SELECT DISTINCT unnest(tsvector_to_array(n."busca")) COLLATE "C" FROM novas n JOIN velhas v ON v.id = n.id
  WHERE n."busca" IS NOT NULL AND n."busca" IS DISTINCT FROM v."busca" ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER vaga_palavras_inserir AFTER INSERT ON "Vaga"
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION palavras_busca_inserir();
CREATE TRIGGER vaga_palavras_atualizar AFTER UPDATE ON "Vaga"
  REFERENCING OLD TABLE AS velhas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION palavras_busca_atualizar();

-- busca_prefixos(palavras) with each beginning that begins at most 32 words
-- replaced by those words, matched whole: the same rows, found without
-- collecting every row of those words first. A beginning of more words
-- ('an') stays a beginning. STABLE, as it reads the words: a search asks for
-- it in a statement of its own, and matches the tsquery it returns as a
-- constant, which the planner estimates (server/domain/rankedSearch.ts).
CREATE FUNCTION busca_expandida(palavras text) RETURNS tsquery LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  consulta tsquery := public.busca_prefixos(palavras);
  prefixo text;
  palavras_do_prefixo text[];
BEGIN
  IF consulta IS NULL THEN
    RETURN NULL;
  END IF;
  FOR prefixo IN SELECT DISTINCT m[1] FROM regexp_matches(consulta::text, '''([^'']+)'':\*', 'g') AS m LOOP
    SELECT array_agg(p."palavra") INTO palavras_do_prefixo FROM (
      SELECT "palavra" FROM "PalavraBusca"
      WHERE "palavra" >= prefixo COLLATE "C" AND "palavra" < (prefixo || chr(1114111)) COLLATE "C"
      ORDER BY "palavra" LIMIT 33
    ) p;
    CONTINUE WHEN cardinality(palavras_do_prefixo) > 32;
    consulta := ts_rewrite(
      consulta,
      (quote_literal(prefixo) || ':*')::tsquery,
      -- No word begins with it: the beginning itself, whole, matches nothing as well.
      coalesce((SELECT string_agg(quote_literal(w), ' | ') FROM unnest(palavras_do_prefixo) AS w), quote_literal(prefixo))::tsquery
    );
  END LOOP;
  RETURN consulta;
END
$$;
