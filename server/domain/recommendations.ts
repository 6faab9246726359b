import { requireCandidate } from "../auth/policy.ts";
import { Prisma } from "../db/generated/prisma/client.ts";
import type { DomainContext } from "./context.ts";

/** Recent active jobs considered: the work of ranking stays bounded whatever the table's size. */
const pool = 2_000;

/** Words of the profile matched, at most: skills first, then past roles, then the objective's words. */
const maxTerms = 40;

/** Jobs kept per candidate: as many as a dashboard may ask for. */
const maxRecommendations = 20;

/** How long a candidate's ranking is kept: jobs published meanwhile show up after it. */
const keptSeconds = 10 * 60;

/** A constant written into the statement's text: a generic plan of the named statement then sees 2,000 rows, not a guess at a parameter. */
const inline = (value: number) => Prisma.raw(String(value));

/**
 * Jobs for the signed-in candidate, best match first: text relevance of their
 * skills and past roles against the job (weighted most), an eighth as much
 * for the words of their objective (less than half what the area of interest
 * adds), then the area and level of interest, then their city or remote work;
 * newest breaks ties. Leaves out jobs already applied to, inactive ones and
 * closed deadlines.
 *
 * The objective is a sentence about oneself, and its everyday words stem like
 * a job's: weighted as skills, "trabalhando" matched "Advogado Trabalhista"
 * as strongly as a skill matches a title, and a back-end developer was shown
 * a labour lawyer's job second.
 *
 * One statement: the dashboard asks for it on every visit, and reading the
 * profile first would cost a round trip (and a pool slot) per visit. Terms the
 * text search configuration drops (stop words, 'de', 'para') do not count
 * towards the limit; the city is folded as the jobs' "localizacaoBusca" is.
 *
 * Ranking the pool costs ~45 ms of database time at a million jobs (ts_rank_cd
 * over 2,000 documents), so the ranking is kept in "Recomendacao" under a
 * fingerprint of what it read of the profile: a visit within `keptSeconds`
 * with the same profile reads it back (~1 ms), leaving out what became
 * unfit since (applied to, closed, past its deadline). A changed profile, an
 * older ranking, or fewer fit jobs left than asked for rank again.
 *
 * A named statement (server/db/preparedStatements.ts): its plan is the same
 * whatever the candidate, both ways (the pool is the newest jobs), and parsing
 * and planning its text on every visit cost more than reading a kept ranking.
 */
export async function recommendJobs(ctx: DomainContext, first = 6): Promise<string[]> {
  const { candidatoId } = requireCandidate(ctx.viewer);
  const limit = Math.min(Math.max(Math.trunc(first), 1), maxRecommendations);
  // A job `v` the candidate may be shown: open, before its deadline, not applied to. Ranked and kept alike.
  const fit = Prisma.sql`v."statusVaga" = 'ATIVA'
    AND (v."prazoCandidatura" IS NULL OR v."prazoCandidatura" >= (now() AT TIME ZONE 'America/Sao_Paulo')::date)
    AND NOT EXISTS (SELECT 1 FROM "Candidatura" c WHERE c."vagaId" = v.id AND c."candidatoId" = ${candidatoId})`;
  const rows = await ctx.db.$queryRaw<{ id: string }[]>`
    WITH me AS (
      SELECT c."areaInteresse" AS area, c."nivelProfissional"::text AS nivel, c."objetivoProfissional" AS objetivo,
             nullif(lower(public.unaccent(btrim(coalesce(c."enderecoCidade", '')))), '') AS cidade
      FROM "Candidato" c WHERE c.id = ${candidatoId}
    ),
    terms AS (
      SELECT plainto_tsquery('public.encaixe_pt', term) AS q, source, at, n FROM (
        SELECT h.nome AS term, 1 AS source, h."createdAt" AS at, 0::bigint AS n FROM "Habilidade" h WHERE h."candidatoId" = ${candidatoId}
        UNION ALL
        SELECT e.cargo, 2, e."createdAt", 0 FROM "Experiencia" e WHERE e."candidatoId" = ${candidatoId}
        UNION ALL
        SELECT w.term, 3, NULL, w.n FROM me, regexp_split_to_table(coalesce(me.objetivo, ''), '[\\s,.;:!?()/]+') WITH ORDINALITY w(term, n)
      ) profile
      WHERE length(btrim(term)) > 2
    ),
    query AS (
      SELECT coalesce(string_agg('(' || q::text || ')', ' | ') FILTER (WHERE source < 3), '')::tsquery AS shown,
             coalesce(string_agg('(' || q::text || ')', ' | ') FILTER (WHERE source = 3), '')::tsquery AS wished
      FROM (SELECT q, source FROM terms WHERE numnode(q) > 0 ORDER BY source, at, n LIMIT ${inline(maxTerms)}) strongest
    ),
    fingerprint AS (
      SELECT md5(row(query.shown::text, query.wished::text, me.area, me.nivel, me.cidade)::text) AS perfil FROM me, query
    ),
    kept AS (
      SELECT array_agg(u.id ORDER BY u.position) AS ids
      FROM "Recomendacao" r
      JOIN fingerprint ON fingerprint.perfil = r.perfil
      CROSS JOIN unnest(r."vagaIds") WITH ORDINALITY u(id, position)
      JOIN "Vaga" v ON v.id = u.id
      WHERE r."candidatoId" = ${candidatoId}
        AND r."calculadaEm" > (now() AT TIME ZONE 'UTC') - interval '${inline(keptSeconds)} seconds'
        AND ${fit}
      HAVING count(*) >= ${limit}
    ),
    recent AS (
      SELECT v.id, v."createdAt", v."busca", v."areaAtuacao", v."nivelVaga", v."modalidadeTrabalho", v."localizacaoBusca"
      FROM "Vaga" v
      WHERE NOT EXISTS (SELECT 1 FROM kept) AND ${fit}
      ORDER BY v."createdAt" DESC
      LIMIT ${inline(pool)}
    ),
    ranked AS (
      SELECT r.id, row_number() OVER (
        ORDER BY
          4 * ts_rank_cd(r."busca", query.shown, 32)
          + 0.5 * ts_rank_cd(r."busca", query.wished, 32)
          + CASE WHEN r."areaAtuacao" = me.area THEN 1 ELSE 0 END
          + CASE WHEN r."nivelVaga"::text = me.nivel THEN 0.5 ELSE 0 END
          + CASE WHEN r."modalidadeTrabalho" = 'REMOTO' OR strpos(r."localizacaoBusca", me.cidade) > 0 THEN 0.5 ELSE 0 END
          DESC,
          r."createdAt" DESC, r.id DESC
      ) AS position
      FROM recent r, me, query
    ),
    best AS (
      SELECT id, position FROM ranked WHERE position <= ${inline(maxRecommendations)}
    ),
    saved AS (
      INSERT INTO "Recomendacao" ("candidatoId", "vagaIds", perfil, "calculadaEm")
      SELECT ${candidatoId}, coalesce((SELECT array_agg(id ORDER BY position) FROM best), '{}'), fingerprint.perfil, now() AT TIME ZONE 'UTC'
      FROM fingerprint
      WHERE NOT EXISTS (SELECT 1 FROM kept)
      ON CONFLICT ("candidatoId") DO UPDATE SET "vagaIds" = excluded."vagaIds", perfil = excluded.perfil, "calculadaEm" = excluded."calculadaEm"
    )
    SELECT id FROM (
      SELECT u.id, u.position FROM kept, unnest(kept.ids) WITH ORDINALITY u(id, position)
      UNION ALL
      SELECT id, position FROM best
    ) chosen
    ORDER BY position
    LIMIT ${limit}`;
  return rows.map((row) => row.id);
}
