-- Job search at a million jobs: a search with text and filters took the
-- filter's b-tree (a city has tens of thousands of jobs) or the text's GIN
-- (a common word has a hundred thousand) and read every one of those rows
-- to keep the few that matched both. Two indexes replace the four partial
-- ones on active jobs, each answering the whole WHERE clause of one plan:
-- - a GIN over the search document and the filter columns (btree_gin), which
--   intersects text, place and exact filters inside the index, so only the
--   matching rows are read (the plan for rarer matches);
-- - a b-tree in creation order carrying the filter columns, whose walk newest
--   first skips the rows that fail a filter without reading them, and reads
--   the others only to check the text (the plan when the matches are many).
-- Hand-written: Prisma's schema language has no partial or btree_gin indexes.
CREATE EXTENSION IF NOT EXISTS btree_gin;

DROP INDEX "Vaga_busca_ativa_idx";
DROP INDEX "Vaga_cidadeBusca_ativa_idx";
DROP INDEX "Vaga_estadoBusca_ativa_idx";
DROP INDEX "Vaga_ativa_filtros_idx";

CREATE INDEX "Vaga_busca_filtros_ativa_idx" ON "Vaga"
  USING GIN ("busca", "cidadeBusca", "estadoBusca", "areaAtuacao", "modalidadeTrabalho", "tipoContrato", "nivelVaga")
  WHERE "statusVaga" = 'ATIVA';
CREATE INDEX "Vaga_ativa_recentes_idx" ON "Vaga"
  ("createdAt" DESC, "id" DESC, "cidadeBusca", "estadoBusca", "areaAtuacao", "modalidadeTrabalho", "tipoContrato", "nivelVaga")
  WHERE "statusVaga" = 'ATIVA';

-- A city typed alone matches the cities it begins ('rio' finds 'rio de
-- janeiro'). A GIN matches a range of values badly (it reads every value on
-- the open side of each bound), so a search first turns the beginning into
-- the cities it begins, through this index, and matches those exactly. Over
-- every status, as a search may ask for another; partial, so that Prisma's
-- schema engine leaves it alone (it would drop a plain index it does not know).
CREATE INDEX "Vaga_cidadeBusca_prefixo_idx" ON "Vaga" ("cidadeBusca" text_pattern_ops) WHERE "cidadeBusca" IS NOT NULL;

-- The distinct cities of all jobs that begin with `prefixo` (lower case
-- without accents, as "cidadeBusca" holds them), one index probe each: a
-- place has few distinct cities and many jobs each.
CREATE FUNCTION cidades_com_prefixo(prefixo text) RETURNS text[] LANGUAGE sql STABLE PARALLEL SAFE AS $$
  WITH RECURSIVE cidades(cidade) AS (
    (SELECT "cidadeBusca" FROM "Vaga"
     WHERE "cidadeBusca" ~>=~ prefixo AND "cidadeBusca" ~<~ (prefixo || chr(1114111))
     ORDER BY "cidadeBusca" USING ~<~ LIMIT 1)
    UNION ALL
    SELECT (SELECT "cidadeBusca" FROM "Vaga"
            WHERE "cidadeBusca" ~>~ cidades.cidade AND "cidadeBusca" ~<~ (prefixo || chr(1114111))
            ORDER BY "cidadeBusca" USING ~<~ LIMIT 1)
    FROM cidades WHERE cidades.cidade IS NOT NULL
  )
  SELECT coalesce(array_agg(cidade), '{}') FROM cidades WHERE cidade IS NOT NULL
$$;
