-- The estimate of a search's total (server/domain/searchEstimate.ts) counts the
-- jobs published since the oldest of its newest matches up to 5,000, and beyond
-- that reads the planner's statistics of "createdAt", which know nothing of the
-- jobs added since the last ANALYZE. Autovacuum analyzes a table once a tenth of
-- its rows changed: at a million jobs, 100,000 unknown to the statistics, all of
-- them the newest. After 2,000 changes instead (ANALYZE samples 30,000 rows: a
-- fraction of a second), the statistics stay well within what the estimate counts.
-- Hand-written: Prisma's schema language has no storage parameters.
ALTER TABLE "Vaga" SET (autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 2000);
