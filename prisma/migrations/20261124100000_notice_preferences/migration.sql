-- CreateEnum
CREATE TYPE "EntregaNotificacao" AS ENUM ('IMEDIATO', 'DIARIO', 'NUNCA');

-- AlterTable
ALTER TABLE "Notificacao" ADD COLUMN     "aguardaResumo" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "PreferenciaNotificacao" (
    "userId" TEXT NOT NULL,
    "tipo" "TipoNotificacao" NOT NULL,
    "entrega" "EntregaNotificacao" NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PreferenciaNotificacao_pkey" PRIMARY KEY ("userId","tipo")
);

-- CreateTable
CREATE TABLE "UnsubscribeToken" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tipo" "TipoNotificacao",
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UnsubscribeToken_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "UnsubscribeToken_userId_idx" ON "UnsubscribeToken"("userId");

-- CreateIndex
CREATE INDEX "UnsubscribeToken_createdAt_idx" ON "UnsubscribeToken"("createdAt");

-- AddForeignKey
ALTER TABLE "PreferenciaNotificacao" ADD CONSTRAINT "PreferenciaNotificacao_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UnsubscribeToken" ADD CONSTRAINT "UnsubscribeToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The daily digest finds whose notices wait for it without reading the rest of
-- the table. Hand-written, as Prisma's schema language has no partial indexes.
CREATE INDEX "Notificacao_aguardaResumo_idx" ON "Notificacao" ("userId") WHERE "aguardaResumo";
