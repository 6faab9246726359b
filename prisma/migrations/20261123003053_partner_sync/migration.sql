-- CreateTable
CREATE TABLE "VagaRemovida" (
    "vagaId" TEXT NOT NULL,
    "removidaEm" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VagaRemovida_pkey" PRIMARY KEY ("vagaId")
);

-- CreateIndex
CREATE INDEX "VagaRemovida_removidaEm_vagaId_idx" ON "VagaRemovida"("removidaEm", "vagaId");

-- CreateIndex
CREATE INDEX "Vaga_updatedAt_id_idx" ON "Vaga"("updatedAt", "id");

-- Every delete of a job leaves its id behind, however it is deleted (the
-- company's own delete, or its account's cascade).
CREATE FUNCTION vaga_removida_registrar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- In UTC, as Prisma writes every other time (the columns carry no zone).
  INSERT INTO "VagaRemovida" ("vagaId", "removidaEm") VALUES (OLD.id, now() AT TIME ZONE 'UTC') ON CONFLICT ("vagaId") DO NOTHING;
  RETURN OLD;
END;
$$;

CREATE TRIGGER vaga_removida_registrar AFTER DELETE ON "Vaga" FOR EACH ROW EXECUTE FUNCTION vaga_removida_registrar();

-- A job shows its company's public profile: when that changes, so does the job
-- for partners, who sync by the job's update time.
CREATE FUNCTION empresa_perfil_propagar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Vaga" SET "updatedAt" = now() AT TIME ZONE 'UTC' WHERE "empresaId" = NEW.id;
  RETURN NULL;
END;
$$;

CREATE TRIGGER empresa_perfil_propagar
  AFTER UPDATE ON "Empresa"
  FOR EACH ROW WHEN (
    (OLD."nomeEmpresa", OLD."logoId", OLD."descricaoEmpresa", OLD."setorAtuacao", OLD."website", OLD."linkRedeSocial", OLD."enderecoCidade", OLD."enderecoEstado")
    IS DISTINCT FROM
    (NEW."nomeEmpresa", NEW."logoId", NEW."descricaoEmpresa", NEW."setorAtuacao", NEW."website", NEW."linkRedeSocial", NEW."enderecoCidade", NEW."enderecoEstado")
  )
  EXECUTE FUNCTION empresa_perfil_propagar();
