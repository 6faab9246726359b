-- Job search matches a place by its city and state through b-tree indexes
-- instead of LIKE '%word%' through a trigram index: a place has a few dozen
-- common values, which trigrams tell apart badly (each word of "sao paulo"
-- matched a third of the table before the rows were read). Written by hand
-- around the SQL Prisma generated (the columns and the dropped index): the
-- parsing function, the trigger, the backfill and partial indexes are beyond
-- Prisma's schema language.

-- DropIndex
DROP INDEX "Vaga_localizacaoBusca_idx";
DROP INDEX "Vaga_localizacaoBusca_ativa_idx";

-- AlterTable
ALTER TABLE "Vaga" ADD COLUMN     "cidadeBusca" TEXT,
ADD COLUMN     "estadoBusca" TEXT;

-- The city and state of a free-text place, lower case without accents:
-- "São Paulo - SP", "São Paulo, SP", "São Paulo/SP" and "São Paulo SP" give
-- ('sao paulo', 'sp'); "SP" gives (null, 'sp'); "Remoto" ('remoto', null); a
-- trailing "Brasil" is dropped. Searches are parsed by the same rules in
-- server/domain/jobSearch.ts (parseLocation); a test holds the two together.
CREATE FUNCTION lugar_partes(lugar text, OUT cidade text, OUT estado text) LANGUAGE plpgsql STABLE AS $$
DECLARE
  texto text := btrim(regexp_replace(lower(public.unaccent(coalesce(lugar, ''))), '\s+', ' ', 'g'), ' ,;/-');
  partes text[];
BEGIN
  texto := regexp_replace(texto, '[ ,;/-]*\mbrasil$', '');
  partes := regexp_match(texto, '^(.*?)[ ,;/-]*\m(ac|al|am|ap|ba|ce|df|es|go|ma|mg|ms|mt|pa|pb|pe|pi|pr|rj|rn|ro|rr|rs|sc|se|sp|to)$');
  IF partes IS NULL THEN
    cidade := nullif(texto, '');
  ELSE
    cidade := nullif(btrim(partes[1], ' ,;/-'), '');
    estado := partes[2];
  END IF;
END
$$;

-- As in add_job_search, plus the city and state.
CREATE OR REPLACE FUNCTION vaga_busca_atualizar() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  nome_empresa text;
BEGIN
  SELECT "nomeEmpresa" INTO nome_empresa FROM "Empresa" WHERE id = NEW."empresaId";
  NEW."busca" :=
    setweight(to_tsvector('public.encaixe_pt', coalesce(NEW."titulo", '')), 'A') ||
    setweight(to_tsvector('public.encaixe_pt', replace(coalesce(NEW."areaAtuacao", ''), '-', ' ') || ' ' || coalesce(nome_empresa, '')), 'B') ||
    setweight(to_tsvector('public.encaixe_pt', coalesce(NEW."requisitosObrigatorios", '') || ' ' || coalesce(NEW."requisitosDesejaveis", '')), 'C') ||
    setweight(to_tsvector('public.encaixe_pt', coalesce(NEW."descricao", '')), 'D');
  NEW."localizacaoBusca" := lower(public.unaccent(coalesce(NEW."localizacao", '')));
  SELECT cidade, estado INTO NEW."cidadeBusca", NEW."estadoBusca" FROM public.lugar_partes(NEW."localizacao");
  RETURN NEW;
END
$$;

-- Backfill without firing the trigger (it runs on the text columns only), so
-- the search documents are not rebuilt.
UPDATE "Vaga" v SET ("cidadeBusca", "estadoBusca") = (SELECT cidade, estado FROM public.lugar_partes(v."localizacao"))
WHERE v."localizacao" IS NOT NULL;

-- Visitors search active jobs, like the indexes of active_job_search_indexes.
-- text_pattern_ops: a city alone is matched by prefix ('rio' finds 'rio de
-- janeiro'); with its state, a search's count reads the index alone.
CREATE INDEX "Vaga_cidadeBusca_ativa_idx" ON "Vaga" ("cidadeBusca" text_pattern_ops, "estadoBusca") WHERE "statusVaga" = 'ATIVA';
CREATE INDEX "Vaga_estadoBusca_ativa_idx" ON "Vaga" ("estadoBusca") WHERE "statusVaga" = 'ATIVA';

-- A city implies its state: without this the planner multiplies their
-- selectivities and expects "São Paulo - SP" to match a fifth of the jobs it does.
CREATE STATISTICS "Vaga_lugar_stats" (dependencies, mcv) ON "cidadeBusca", "estadoBusca" FROM "Vaga";
