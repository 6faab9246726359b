-- DropForeignKey
ALTER TABLE "Candidatura" DROP CONSTRAINT "Candidatura_candidatoId_fkey";

-- AlterTable
ALTER TABLE "Candidatura" ALTER COLUMN "candidatoId" DROP NOT NULL;

-- AlterTable
ALTER TABLE "Notificacao" ADD COLUMN     "sobreCandidatoId" TEXT;

-- CreateTable
CREATE TABLE "AceiteTermos" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "versao" TEXT NOT NULL,
    "aceitoEm" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AceiteTermos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VisualizacaoPerfil" (
    "id" TEXT NOT NULL,
    "candidatoId" TEXT NOT NULL,
    "empresaId" TEXT,
    "nomeEmpresa" TEXT NOT NULL,
    "dia" DATE NOT NULL,
    "em" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VisualizacaoPerfil_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AceiteTermos_userId_aceitoEm_idx" ON "AceiteTermos"("userId", "aceitoEm");

-- CreateIndex
CREATE INDEX "VisualizacaoPerfil_candidatoId_em_id_idx" ON "VisualizacaoPerfil"("candidatoId", "em" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "VisualizacaoPerfil_empresaId_idx" ON "VisualizacaoPerfil"("empresaId");

-- CreateIndex
CREATE UNIQUE INDEX "VisualizacaoPerfil_candidatoId_empresaId_dia_key" ON "VisualizacaoPerfil"("candidatoId", "empresaId", "dia");

-- CreateIndex
CREATE INDEX "Notificacao_sobreCandidatoId_idx" ON "Notificacao"("sobreCandidatoId");

-- AddForeignKey
ALTER TABLE "Notificacao" ADD CONSTRAINT "Notificacao_sobreCandidatoId_fkey" FOREIGN KEY ("sobreCandidatoId") REFERENCES "Candidato"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AceiteTermos" ADD CONSTRAINT "AceiteTermos_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Candidatura" ADD CONSTRAINT "Candidatura_candidatoId_fkey" FOREIGN KEY ("candidatoId") REFERENCES "Candidato"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VisualizacaoPerfil" ADD CONSTRAINT "VisualizacaoPerfil_candidatoId_fkey" FOREIGN KEY ("candidatoId") REFERENCES "Candidato"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VisualizacaoPerfil" ADD CONSTRAINT "VisualizacaoPerfil_empresaId_fkey" FOREIGN KEY ("empresaId") REFERENCES "Empresa"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Notices to companies that name a candidate, made before this column: linked
-- through the application or interest their key names. A withdrawal's
-- application is gone, so those notices stay unlinked.
UPDATE "Notificacao" n SET "sobreCandidatoId" = c."candidatoId"
FROM "Candidatura" c
WHERE n."tipo" = 'CANDIDATURA_RECEBIDA' AND n."chave" = 'candidatura-recebida:' || c."id";

UPDATE "Notificacao" n SET "sobreCandidatoId" = i."candidatoId"
FROM "Interesse" i
WHERE n."tipo" IN ('INTERESSE_ACEITO', 'INTERESSE_RECUSADO') AND n."chave" = 'interesse-respondido:' || i."id";

-- Profile views were recorded only as the candidate's notices, whose key is
-- perfil-visualizado:<candidate>:<company>:<day>.
INSERT INTO "VisualizacaoPerfil" ("id", "candidatoId", "empresaId", "nomeEmpresa", "dia", "em")
SELECT gen_random_uuid()::text, c."id", e."id", e."nomeEmpresa", split_part(n."chave", ':', 4)::date, n."createdAt"
FROM "Notificacao" n
JOIN "Candidato" c ON c."id" = split_part(n."chave", ':', 2)
JOIN "Empresa" e ON e."id" = split_part(n."chave", ':', 3)
WHERE n."tipo" = 'PERFIL_VISUALIZADO' AND split_part(n."chave", ':', 4) ~ '^\d{4}-\d{2}-\d{2}$'
ON CONFLICT DO NOTHING;
