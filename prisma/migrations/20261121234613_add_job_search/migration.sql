-- Portuguese full-text search for jobs. Written by hand around the SQL that
-- Prisma generated (the columns and indexes): Prisma's schema has no words for
-- extensions, text search configurations or triggers.

CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- portuguese, but accent-insensitive: unaccent runs before the stemmer, so
-- 'técnico', 'tecnico' and 'técnica' meet at the same lexeme. (unaccent() is
-- not IMMUTABLE, so it cannot sit in a generated column or an expression
-- index, but inside a text search configuration it can.)
CREATE TEXT SEARCH CONFIGURATION encaixe_pt (COPY = portuguese);
ALTER TEXT SEARCH CONFIGURATION encaixe_pt
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;

-- DropIndex
DROP INDEX "Vaga_statusVaga_createdAt_idx";

-- AlterTable
ALTER TABLE "Vaga" ADD COLUMN     "busca" tsvector,
ADD COLUMN     "localizacaoBusca" TEXT;

-- CreateIndex
CREATE INDEX "Vaga_statusVaga_createdAt_id_idx" ON "Vaga"("statusVaga", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Vaga_busca_idx" ON "Vaga" USING GIN ("busca");

-- CreateIndex
CREATE INDEX "Vaga_localizacaoBusca_idx" ON "Vaga" USING GIN ("localizacaoBusca" gin_trgm_ops);


-- The search document, weighted: title (A), area and company name (B),
-- requirements (C), description (D).
CREATE FUNCTION vaga_busca_atualizar() RETURNS trigger LANGUAGE plpgsql AS $$
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
  RETURN NEW;
END
$$;

CREATE TRIGGER vaga_busca
  BEFORE INSERT OR UPDATE OF "titulo", "descricao", "requisitosObrigatorios", "requisitosDesejaveis", "areaAtuacao", "localizacao", "empresaId"
  ON "Vaga" FOR EACH ROW EXECUTE FUNCTION vaga_busca_atualizar();

-- A company renamed in its profile is found under its new name.
CREATE FUNCTION empresa_nome_propagar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Vaga" SET "empresaId" = "empresaId" WHERE "empresaId" = NEW.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER empresa_nome
  AFTER UPDATE OF "nomeEmpresa" ON "Empresa"
  FOR EACH ROW WHEN (OLD."nomeEmpresa" IS DISTINCT FROM NEW."nomeEmpresa")
  EXECUTE FUNCTION empresa_nome_propagar();

UPDATE "Vaga" SET "empresaId" = "empresaId";
