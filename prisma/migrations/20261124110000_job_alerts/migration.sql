-- AlterTable
ALTER TABLE "Vaga" ADD COLUMN     "publicadaEm" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateTable
CREATE TABLE "AlertaVaga" (
    "id" TEXT NOT NULL,
    "candidatoId" TEXT NOT NULL,
    "nome" TEXT NOT NULL,
    "texto" TEXT,
    "localizacao" TEXT,
    "areaAtuacao" TEXT,
    "nivelVaga" "NivelVaga",
    "tipoContrato" "TipoContrato",
    "modalidadeTrabalho" "ModalidadeTrabalho",
    "ativo" BOOLEAN NOT NULL DEFAULT true,
    "ativoDesde" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "verificadoAte" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AlertaVaga_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AlertaVagaNotificada" (
    "alertaId" TEXT NOT NULL,
    "vagaId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AlertaVagaNotificada_pkey" PRIMARY KEY ("alertaId","vagaId")
);

-- CreateIndex
CREATE INDEX "AlertaVaga_candidatoId_createdAt_id_idx" ON "AlertaVaga"("candidatoId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "AlertaVagaNotificada_vagaId_idx" ON "AlertaVagaNotificada"("vagaId");

-- AddForeignKey
ALTER TABLE "AlertaVaga" ADD CONSTRAINT "AlertaVaga_candidatoId_fkey" FOREIGN KEY ("candidatoId") REFERENCES "Candidato"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AlertaVagaNotificada" ADD CONSTRAINT "AlertaVagaNotificada_alertaId_fkey" FOREIGN KEY ("alertaId") REFERENCES "AlertaVaga"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AlertaVagaNotificada" ADD CONSTRAINT "AlertaVagaNotificada_vagaId_fkey" FOREIGN KEY ("vagaId") REFERENCES "Vaga"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written from here: Prisma's schema language has neither triggers nor partial indexes.

-- A job's publication is the last time it became active: its creation, or a
-- move back to ATIVA (a paused job resumed, a closed one reopened). Kept here
-- rather than by the writers, so no path can forget it or set it by hand. Jobs
-- already stored count as published now, when no alert existed yet, which no
-- alert will ever tell of: no rewrite of the table is needed.
CREATE FUNCTION vaga_publicada_definir() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR (NEW."statusVaga" = 'ATIVA' AND OLD."statusVaga" <> 'ATIVA') THEN
    NEW."publicadaEm" := now();
  ELSE
    NEW."publicadaEm" := OLD."publicadaEm";
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER vaga_publicada_definir BEFORE INSERT OR UPDATE ON "Vaga"
  FOR EACH ROW EXECUTE FUNCTION vaga_publicada_definir();

-- The alerts' sweep reads the newest publication among active jobs (the end of
-- this index) and, per alert, the active jobs published since its last check
-- (a range of it), whatever the number of older jobs.
CREATE INDEX "Vaga_publicada_ativa_idx" ON "Vaga" ("publicadaEm") WHERE "statusVaga" = 'ATIVA';
