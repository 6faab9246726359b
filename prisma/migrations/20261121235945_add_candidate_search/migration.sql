-- AlterTable
ALTER TABLE "Candidato" ADD COLUMN     "busca" tsvector,
ADD COLUMN     "localizacaoBusca" TEXT;

-- CreateIndex
CREATE INDEX "Candidato_busca_idx" ON "Candidato" USING GIN ("busca");

-- CreateIndex
CREATE INDEX "Candidato_localizacaoBusca_idx" ON "Candidato" USING GIN ("localizacaoBusca" gin_trgm_ops);

-- Candidate search, in the encaixe_pt configuration of add_job_search.
-- Skills and experiences live in their own tables: their triggers touch the
-- candidate row, whose BEFORE trigger rebuilds the document.
CREATE FUNCTION candidato_busca_atualizar() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  habilidades text;
  experiencias text;
BEGIN
  SELECT string_agg("nome", ' ') INTO habilidades FROM "Habilidade" WHERE "candidatoId" = NEW.id;
  SELECT string_agg(coalesce("cargo", '') || ' ' || coalesce("empresa", '') || ' ' || coalesce("descricao", ''), ' ')
    INTO experiencias FROM "Experiencia" WHERE "candidatoId" = NEW.id;
  NEW."busca" :=
    setweight(to_tsvector('public.encaixe_pt', coalesce(NEW."nomeCompleto", '') || ' ' || coalesce(habilidades, '')), 'A') ||
    setweight(to_tsvector('public.encaixe_pt', coalesce(NEW."objetivoProfissional", '')), 'B') ||
    setweight(to_tsvector('public.encaixe_pt', coalesce(experiencias, '')), 'C');
  NEW."localizacaoBusca" := lower(public.unaccent(coalesce(NEW."enderecoCidade", '') || ' ' || coalesce(NEW."enderecoEstado", '')));
  RETURN NEW;
END
$$;

CREATE TRIGGER candidato_busca
  BEFORE INSERT OR UPDATE ON "Candidato"
  FOR EACH ROW EXECUTE FUNCTION candidato_busca_atualizar();

CREATE FUNCTION candidato_secao_tocar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "Candidato" SET "busca" = NULL WHERE id = OLD."candidatoId";
  ELSE
    UPDATE "Candidato" SET "busca" = NULL WHERE id = NEW."candidatoId";
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER habilidade_busca
  AFTER INSERT OR UPDATE OR DELETE ON "Habilidade"
  FOR EACH ROW EXECUTE FUNCTION candidato_secao_tocar();

CREATE TRIGGER experiencia_busca
  AFTER INSERT OR UPDATE OR DELETE ON "Experiencia"
  FOR EACH ROW EXECUTE FUNCTION candidato_secao_tocar();

UPDATE "Candidato" SET "busca" = NULL;
