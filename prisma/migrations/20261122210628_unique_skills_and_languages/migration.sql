-- DropIndex
DROP INDEX "Habilidade_candidatoId_idx";

-- DropIndex
DROP INDEX "Idioma_candidatoId_idx";

-- AlterTable
ALTER TABLE "Habilidade" ADD COLUMN     "chave" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Idioma" ADD COLUMN     "chave" TEXT NOT NULL DEFAULT '';

-- A skill's or language's key: lowercased, without accents, spaces collapsed.
-- unaccent is not IMMUTABLE, so the key is a column kept by triggers rather than an index expression.
CREATE FUNCTION secao_chave(nome text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(public.unaccent(regexp_replace(btrim(nome), '\s+', ' ', 'g')))
$$;

CREATE FUNCTION habilidade_chave_definir() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."chave" := public.secao_chave(NEW."nome");
  RETURN NEW;
END
$$;

CREATE FUNCTION idioma_chave_definir() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."chave" := public.secao_chave(NEW."idioma");
  RETURN NEW;
END
$$;

CREATE TRIGGER secao_chave_definir
  BEFORE INSERT OR UPDATE ON "Habilidade"
  FOR EACH ROW EXECUTE FUNCTION habilidade_chave_definir();

CREATE TRIGGER secao_chave_definir
  BEFORE INSERT OR UPDATE ON "Idioma"
  FOR EACH ROW EXECUTE FUNCTION idioma_chave_definir();

UPDATE "Habilidade" SET "chave" = public.secao_chave("nome");
UPDATE "Idioma" SET "chave" = public.secao_chave("idioma");

-- Duplicates accepted before this migration ('Eletrônica' and 'eletrônica'): the first one added stays.
DELETE FROM "Habilidade" AS item USING "Habilidade" AS earlier
  WHERE earlier."candidatoId" = item."candidatoId" AND earlier."chave" = item."chave"
    AND (earlier."createdAt", earlier."id") < (item."createdAt", item."id");
DELETE FROM "Idioma" AS item USING "Idioma" AS earlier
  WHERE earlier."candidatoId" = item."candidatoId" AND earlier."chave" = item."chave"
    AND (earlier."createdAt", earlier."id") < (item."createdAt", item."id");

-- CreateIndex
CREATE UNIQUE INDEX "Habilidade_candidatoId_chave_key" ON "Habilidade"("candidatoId", "chave");

-- CreateIndex
CREATE UNIQUE INDEX "Idioma_candidatoId_chave_key" ON "Idioma"("candidatoId", "chave");
