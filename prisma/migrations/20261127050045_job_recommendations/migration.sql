-- CreateTable
CREATE TABLE "Recomendacao" (
    "candidatoId" TEXT NOT NULL,
    "vagaIds" TEXT[],
    "perfil" TEXT NOT NULL,
    "calculadaEm" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Recomendacao_pkey" PRIMARY KEY ("candidatoId")
);

-- AddForeignKey
ALTER TABLE "Recomendacao" ADD CONSTRAINT "Recomendacao_candidatoId_fkey" FOREIGN KEY ("candidatoId") REFERENCES "Candidato"("id") ON DELETE CASCADE ON UPDATE CASCADE;
