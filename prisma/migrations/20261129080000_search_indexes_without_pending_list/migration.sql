-- The search's GIN indexes take a job's or a profile's words into their tree as it is written, not into a
-- pending list (PostgreSQL's default, fastupdate). With the list, every scan of the index also reads every entry
-- listed since the last VACUUM, one by one, and a job search scans its index up to nine times (a week at a time),
-- the words' upkeep once per word. At a million jobs autovacuum comes for inserts every 200,000, so the list grows
-- to its 4 MB limit (some 4,000-8,000 jobs), and the job write that finds it full merges it into the tree first
-- (300 ms for 500 pages at 100,000 jobs). PGlite, the embedded database, has no autovacuum at all.
-- Measured at 100,000 jobs with 4,000 listed: a scan for a word no job holds read 432 pages in 2.3 ms, against 3
-- pages in 0.04 ms without the list; the upkeep of 2,000 such words took 3.4-3.5 s and held a job insert up to
-- 281 ms, against 1.1 s and 36-90 ms. A job written straight into the tree cost the same (300 inserts, alternated:
-- 770-1,013 ms with the list, 770-840 ms without).
-- What is listed already goes into the trees first, while job writes and searches go on (the script is one
-- transaction, and each ALTER INDEX below holds its index exclusively until it commits, so the merging comes before).
SELECT gin_clean_pending_list('"Vaga_busca_idx"'::regclass);
SELECT gin_clean_pending_list('"Vaga_busca_filtros_ativa_idx"'::regclass);
SELECT gin_clean_pending_list('"Candidato_busca_idx"'::regclass);
SELECT gin_clean_pending_list('"Candidato_localizacaoBusca_idx"'::regclass);

ALTER INDEX "Vaga_busca_idx" SET (fastupdate = off);
ALTER INDEX "Vaga_busca_filtros_ativa_idx" SET (fastupdate = off);
ALTER INDEX "Candidato_busca_idx" SET (fastupdate = off);
ALTER INDEX "Candidato_localizacaoBusca_idx" SET (fastupdate = off);
