-- The search's GIN indexes take a job's or a profile's words into their tree as it is written, not into a
-- pending list (PostgreSQL's default, fastupdate). With the list, every scan of the index also reads every entry
-- listed since it was last merged, one by one, and a job search scans its index up to nine times (a week at a time),
-- the words' upkeep once per word. At a million jobs autovacuum merges it every 100,000 changes (its ANALYZE) or
-- 200,000 inserts (its VACUUM), so the list grows to its 4 MB limit (some 4,000-8,000 jobs), and the job write that
-- finds it full merges it into the tree first (300 ms for 500 pages at 100,000 jobs). PGlite, the embedded
-- database, has no autovacuum at all.
-- Measured at 100,000 jobs with 7,000 listed: a scan for a word no job holds read 432 pages in 2.3 ms, against 3
-- pages in 0.04 ms without the list. With the list half full, the upkeep of 2,000 such words took 2.1-2.4 s and held
-- a job insert up to 113-143 ms, against 1.0-1.15 s and 48-83 ms. A job written straight into the tree cost the same
-- (300 inserts, alternated: 770-1,013 ms with the list, 770-840 ms without).
-- What is listed already goes into the trees first, while job writes and searches go on (the script is one
-- transaction, and each ALTER INDEX below holds its index exclusively until it commits, so the merging comes before).
-- The ALTERs wait for the transactions open on the tables (at most the words' upkeep round's 15 s or an erasure's
-- 30 s), and statements on them queue meanwhile: deploy it at a quiet hour. Rows written between the merge and the
-- ALTER stay listed until the next VACUUM, a few at most.
SELECT gin_clean_pending_list('"Vaga_busca_idx"'::regclass);
SELECT gin_clean_pending_list('"Vaga_busca_filtros_ativa_idx"'::regclass);
SELECT gin_clean_pending_list('"Candidato_busca_idx"'::regclass);
SELECT gin_clean_pending_list('"Candidato_localizacaoBusca_idx"'::regclass);

ALTER INDEX "Vaga_busca_idx" SET (fastupdate = off);
ALTER INDEX "Vaga_busca_filtros_ativa_idx" SET (fastupdate = off);
ALTER INDEX "Candidato_busca_idx" SET (fastupdate = off);
ALTER INDEX "Candidato_localizacaoBusca_idx" SET (fastupdate = off);
