import { requireCandidate } from "../auth/policy.ts";
import type { DomainContext } from "./context.ts";
import { planEachTime } from "../db/preparedStatements.ts";

/** Recent active jobs considered; scoring them stays cheap whatever the table's size. */
const pool = 2_000;

/** Words of the profile matched, at most: skills first, then past roles, then the objective's words. */
const maxTerms = 40;

/**
 * Jobs for the signed-in candidate, best match first: text relevance of their
 * skills, objective and past roles against the job (weighted most), then the
 * area and level of interest, then their city or remote work; newest breaks
 * ties. Leaves out jobs already applied to, inactive ones and closed deadlines.
 *
 * One statement: the dashboard asks for it on every visit, and reading the
 * profile first would cost a round trip (and a pool slot) per visit. Terms the
 * text search configuration drops (stop words, 'de', 'para') do not count
 * towards the limit; the city is folded as the jobs' "localizacaoBusca" is.
 */
export async function recommendJobs(ctx: DomainContext, limit = 6): Promise<string[]> {
  const { candidatoId } = requireCandidate(ctx.viewer);
  const rows = await ctx.db.$queryRaw<{ id: string }[]>`${planEachTime}
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
      SELECT coalesce(string_agg('(' || q::text || ')', ' | ')::tsquery, ''::tsquery) AS q
      FROM (SELECT q FROM terms WHERE numnode(q) > 0 ORDER BY source, at, n LIMIT ${maxTerms}) kept
    ),
    recent AS (
      SELECT v.id, v."createdAt", v."busca", v."areaAtuacao", v."nivelVaga", v."modalidadeTrabalho", v."localizacaoBusca"
      FROM "Vaga" v
      WHERE v."statusVaga" = 'ATIVA'
        AND (v."prazoCandidatura" IS NULL OR v."prazoCandidatura" >= (now() AT TIME ZONE 'America/Sao_Paulo')::date)
        AND NOT EXISTS (SELECT 1 FROM "Candidatura" c WHERE c."vagaId" = v.id AND c."candidatoId" = ${candidatoId})
      ORDER BY v."createdAt" DESC
      LIMIT ${pool}
    )
    SELECT r.id FROM recent r, me, query
    ORDER BY
      4 * ts_rank_cd(r."busca", query.q, 32)
      + CASE WHEN r."areaAtuacao" = me.area THEN 1 ELSE 0 END
      + CASE WHEN r."nivelVaga"::text = me.nivel THEN 0.5 ELSE 0 END
      + CASE WHEN r."modalidadeTrabalho" = 'REMOTO' OR strpos(r."localizacaoBusca", me.cidade) > 0 THEN 0.5 ELSE 0 END
      DESC,
      r."createdAt" DESC, r.id DESC
    LIMIT ${limit}`;
  return rows.map((row) => row.id);
}
