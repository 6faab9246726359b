-- CreateEnum
CREATE TYPE "PcdVaga" AS ENUM ('AFIRMATIVA', 'TAMBEM');

-- CreateEnum
CREATE TYPE "TipoDeficiencia" AS ENUM ('FISICA', 'AUDITIVA', 'VISUAL', 'INTELECTUAL', 'PSICOSSOCIAL', 'MULTIPLA');

-- AlterTable
ALTER TABLE "AlertaVaga" ADD COLUMN     "pcd" "PcdVaga";

-- AlterTable
ALTER TABLE "Vaga" ADD COLUMN     "pcd" "PcdVaga";

-- CreateTable
CREATE TABLE "DeclaracaoPcd" (
    "candidatoId" TEXT NOT NULL,
    "tipos" "TipoDeficiencia"[],
    "adaptacoes" TEXT,
    "consentimentoVersao" TEXT NOT NULL,
    "consentidoEm" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DeclaracaoPcd_pkey" PRIMARY KEY ("candidatoId")
);

-- AddForeignKey
ALTER TABLE "DeclaracaoPcd" ADD CONSTRAINT "DeclaracaoPcd_candidatoId_fkey" FOREIGN KEY ("candidatoId") REFERENCES "Candidato"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Job search by PcD mark: few jobs carry one, so the general indexes (whose
-- columns do not include it) would walk many active jobs to find them. This
-- partial index holds only the marked active jobs, newest first, as the
-- search lists them. Hand-written: Prisma's schema language has no partial
-- indexes (and leaves partial ones alone).
CREATE INDEX "Vaga_pcd_ativa_idx" ON "Vaga" ("pcd", "createdAt" DESC, "id" DESC)
  WHERE "statusVaga" = 'ATIVA' AND "pcd" IS NOT NULL;
