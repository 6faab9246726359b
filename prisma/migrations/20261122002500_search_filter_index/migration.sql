-- Counting the active jobs of a filter combination (the search page's '{n}
-- vaga(s)') reads this index alone instead of the table. Written by hand:
-- Prisma's schema language has no partial indexes (the schema engine leaves
-- hand-made ones alone).
CREATE INDEX "Vaga_ativa_filtros_idx" ON "Vaga" ("areaAtuacao", "modalidadeTrabalho", "tipoContrato", "nivelVaga")
  WHERE "statusVaga" = 'ATIVA';
