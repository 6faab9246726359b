-- Visitors search active jobs: indexes over those alone answer a text or
-- location search without intersecting a second index for the status.
-- Hand-written, as Prisma's schema language has no partial indexes.
CREATE INDEX "Vaga_busca_ativa_idx" ON "Vaga" USING GIN ("busca") WHERE "statusVaga" = 'ATIVA';
CREATE INDEX "Vaga_localizacaoBusca_ativa_idx" ON "Vaga" USING GIN ("localizacaoBusca" gin_trgm_ops) WHERE "statusVaga" = 'ATIVA';
