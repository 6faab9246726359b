-- CreateTable
CREATE TABLE "VagaSalva" (
    "id" TEXT NOT NULL,
    "candidatoId" TEXT NOT NULL,
    "vagaId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VagaSalva_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "VagaSalva_candidatoId_createdAt_id_idx" ON "VagaSalva"("candidatoId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "VagaSalva_vagaId_idx" ON "VagaSalva"("vagaId");

-- CreateIndex
CREATE UNIQUE INDEX "VagaSalva_candidatoId_vagaId_key" ON "VagaSalva"("candidatoId", "vagaId");

-- AddForeignKey
ALTER TABLE "VagaSalva" ADD CONSTRAINT "VagaSalva_candidatoId_fkey" FOREIGN KEY ("candidatoId") REFERENCES "Candidato"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VagaSalva" ADD CONSTRAINT "VagaSalva_vagaId_fkey" FOREIGN KEY ("vagaId") REFERENCES "Vaga"("id") ON DELETE CASCADE ON UPDATE CASCADE;
