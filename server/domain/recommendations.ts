import { requireCandidate } from "../auth/policy.ts";
import { Prisma } from "../db/generated/prisma/client.ts";
import type { DomainContext } from "./context.ts";
import { foldText } from "./searchTerms.ts";

/** Recent active jobs considered; scoring them stays cheap whatever the table's size. */
const pool = 2_000;

const stopWords = new Set(["de", "da", "do", "das", "dos", "e", "em", "com", "para", "por", "a", "o", "as", "os", "um", "uma", "no", "na", "ao"]);

/**
 * Jobs for the signed-in candidate, best match first: text relevance of their
 * skills, objective and past roles against the job (weighted most), then the
 * area and level of interest, then their city or remote work; newest breaks
 * ties. Leaves out jobs already applied to, inactive ones and closed deadlines.
 */
export async function recommendJobs(ctx: DomainContext, limit = 6): Promise<string[]> {
  const { candidatoId } = requireCandidate(ctx.viewer);
  const candidato = await ctx.db.candidato.findUniqueOrThrow({
    where: { id: candidatoId },
    select: {
      objetivoProfissional: true,
      areaInteresse: true,
      nivelProfissional: true,
      enderecoCidade: true,
      habilidades: { select: { nome: true } },
      experiencias: { select: { cargo: true } },
    },
  });
  const terms = [
    ...candidato.habilidades.map((h) => h.nome),
    ...candidato.experiencias.map((e) => e.cargo),
    ...(candidato.objetivoProfissional ?? "").split(/[\s,.;:!?()/]+/),
  ]
    .map((term) => term.trim())
    .filter((term) => term.length > 2 && !stopWords.has(term.toLowerCase()))
    .slice(0, 40);
  const query = terms.length
    ? Prisma.join(terms.map((term) => Prisma.sql`plainto_tsquery('public.encaixe_pt', ${term})`), " || ")
    : Prisma.sql`''::tsquery`;
  const city = candidato.enderecoCidade ? `%${foldText(candidato.enderecoCidade)}%` : null;

  const rows = await ctx.db.$queryRaw<{ id: string }[]>`
    WITH recent AS (
      SELECT v.id, v."createdAt", v."busca", v."areaAtuacao", v."nivelVaga", v."modalidadeTrabalho", v."localizacaoBusca"
      FROM "Vaga" v
      WHERE v."statusVaga" = 'ATIVA'
        AND (v."prazoCandidatura" IS NULL OR v."prazoCandidatura" >= (now() AT TIME ZONE 'America/Sao_Paulo')::date)
        AND NOT EXISTS (SELECT 1 FROM "Candidatura" c WHERE c."vagaId" = v.id AND c."candidatoId" = ${candidatoId})
      ORDER BY v."createdAt" DESC
      LIMIT ${pool}
    )
    SELECT r.id FROM recent r
    ORDER BY
      4 * ts_rank_cd(r."busca", ${query}, 32)
      + CASE WHEN r."areaAtuacao" = ${candidato.areaInteresse} THEN 1 ELSE 0 END
      + CASE WHEN r."nivelVaga"::text = ${candidato.nivelProfissional} THEN 0.5 ELSE 0 END
      + CASE WHEN r."modalidadeTrabalho" = 'REMOTO' OR (${city}::text IS NOT NULL AND r."localizacaoBusca" LIKE ${city}) THEN 0.5 ELSE 0 END
      DESC,
      r."createdAt" DESC, r.id DESC
    LIMIT ${limit}`;
  return rows.map((row) => row.id);
}
