-- The sitemap reads every active job's id and update time in id order, a file
-- of 50,000 at a time from the id the previous file ended at (server/seo/sitemap.ts):
-- with "updatedAt" in the index that is a range scan of the index alone.
-- Hand-written, as Prisma's schema language has neither partial indexes nor INCLUDE.
CREATE INDEX "Vaga_sitemap_ativa_idx" ON "Vaga" ("id") INCLUDE ("updatedAt") WHERE "statusVaga" = 'ATIVA';
