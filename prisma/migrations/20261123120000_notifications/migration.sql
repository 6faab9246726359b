-- CreateEnum
CREATE TYPE "TipoNotificacao" AS ENUM ('CANDIDATURA_VISUALIZADA', 'CANDIDATURA_STATUS', 'PERFIL_VISUALIZADO', 'INTERESSE_RECEBIDO', 'CANDIDATURA_RECEBIDA', 'CANDIDATURA_RETIRADA', 'INTERESSE_ACEITO', 'INTERESSE_RECUSADO');

-- CreateTable
CREATE TABLE "Notificacao" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tipo" "TipoNotificacao" NOT NULL,
    "titulo" TEXT NOT NULL,
    "texto" TEXT,
    "link" TEXT NOT NULL,
    "chave" TEXT NOT NULL,
    "lidaEm" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Notificacao_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Notificacao_chave_key" ON "Notificacao"("chave");

-- CreateIndex
CREATE INDEX "Notificacao_userId_createdAt_id_idx" ON "Notificacao"("userId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Notificacao_userId_lidaEm_idx" ON "Notificacao"("userId", "lidaEm");

-- AddForeignKey
ALTER TABLE "Notificacao" ADD CONSTRAINT "Notificacao_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
