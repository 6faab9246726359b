import { pipelineStages, type PipelineStage } from "../../shared/pipeline.ts";
import { brazilDay } from "../../shared/analyticsPeriod.ts";
import { periodSchema } from "../../shared/validation/analytics.ts";
import { requireCompany } from "../auth/policy.ts";
import type { Db } from "../db/database.ts";
import type { DomainContext } from "./context.ts";
import { jobNotFound } from "./jobs.ts";
import { parseInput } from "./validate.ts";
import { planEachTime } from "../db/preparedStatements.ts";

// A company's numbers for a period of Brasília calendar days, over all its jobs
// or one: job page views, applications, conversion, the funnel through the
// pipeline's stages (shared/pipeline.ts) and how long applications stay in each.
// Applications count in the period they were sent in, and so do the steps they
// took afterwards: the funnel follows that group of applications to today.
// Two statements (three with a job, whose owner is checked first), whatever the
// number of jobs; each reads only its company's rows through indexes.

export interface AnalyticsDay {
  dia: string;
  visualizacoes: number;
  candidaturas: number;
}

export interface FunnelStage {
  status: PipelineStage;
  /** Applications that reached this stage or a later one. */
  candidaturas: number;
  /** Median time spent in this stage by the applications that have left it, in seconds. */
  medianaSegundos: number | null;
  /** How many applications have left this stage: the median's sample. */
  saidas: number;
}

export interface CompanyAnalytics {
  de: string;
  ate: string;
  visualizacoes: number;
  candidaturas: number;
  /** Applications per view; null without views. */
  conversao: number | null;
  funil: FunnelStage[];
  rejeitadas: number;
  /** Median time from sending to the company's first look (its first step after ENVIADA), in seconds. */
  medianaPrimeiraVisualizacaoSegundos: number | null;
  /** Applications of the period the company has looked at: that median's sample. */
  visualizadasPelaEmpresa: number;
  dias: AnalyticsDay[];
}

interface Scope {
  empresaId: string;
  vagaId: string | null;
  de: string;
  ate: string;
}

export interface AnalyticsInput {
  de: unknown;
  ate: unknown;
  vagaId?: string | null;
}

/** The signed-in company's analytics; another company's job is not found. */
export async function companyAnalytics(ctx: DomainContext, input: AnalyticsInput): Promise<CompanyAnalytics> {
  const { empresaId } = requireCompany(ctx.viewer);
  const { de, ate } = parseInput(periodSchema(brazilDay()), { de: input.de, ate: input.ate });
  const vagaId = input.vagaId ?? null;
  if (vagaId && !(await ctx.db.vaga.findFirst({ where: { id: vagaId, empresaId }, select: { id: true } }))) throw jobNotFound();
  const scope = { empresaId, vagaId, de, ate };
  const [dias, pipeline] = await Promise.all([dailySeries(ctx.db, scope), pipelineFigures(ctx.db, scope)]);
  const visualizacoes = dias.reduce((sum, day) => sum + day.visualizacoes, 0);
  const candidaturas = dias.reduce((sum, day) => sum + day.candidaturas, 0);
  return { de, ate, visualizacoes, candidaturas, conversao: visualizacoes > 0 ? candidaturas / visualizacoes : null, dias, ...pipeline };
}

// Instants are stored as UTC timestamps without a zone: a Brasília day runs from its
// local midnight, turned into UTC, to the next one.

/** Every day of the period, with its views and the applications sent that day (Brasília days). */
async function dailySeries(db: Db, { empresaId, vagaId, de, ate }: Scope): Promise<AnalyticsDay[]> {
  return db.$queryRaw<AnalyticsDay[]>`${planEachTime}
    WITH vagas AS (
      SELECT id FROM "Vaga" WHERE "empresaId" = ${empresaId} AND (${vagaId}::text IS NULL OR id = ${vagaId}::text)
    ),
    views AS (
      SELECT v.dia, sum(v.quantidade)::int AS n
      FROM "VisualizacaoVaga" v JOIN vagas ON vagas.id = v."vagaId"
      WHERE v.dia BETWEEN ${de}::date AND ${ate}::date
      GROUP BY v.dia
    ),
    apps AS (
      SELECT ((c."dataCandidatura" AT TIME ZONE 'UTC') AT TIME ZONE 'America/Sao_Paulo')::date AS dia, count(*)::int AS n
      FROM "Candidatura" c JOIN vagas ON vagas.id = c."vagaId"
      WHERE c."dataCandidatura" >= ((${de}::date)::timestamp AT TIME ZONE 'America/Sao_Paulo') AT TIME ZONE 'UTC'
        AND c."dataCandidatura" < ((${ate}::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo') AT TIME ZONE 'UTC'
      GROUP BY 1
    )
    SELECT to_char(d.dia, 'YYYY-MM-DD') AS dia, coalesce(views.n, 0) AS visualizacoes, coalesce(apps.n, 0) AS candidaturas
    FROM (SELECT generate_series(${de}::date, ${ate}::date, interval '1 day')::date AS dia) d
    LEFT JOIN views ON views.dia = d.dia
    LEFT JOIN apps ON apps.dia = d.dia
    ORDER BY d.dia`;
}

interface PipelineRow {
  metric: "alcancou" | "rejeitadas" | "permanencia" | "primeira";
  status: string | null;
  value: number | null;
  amostra: number;
}

/**
 * The funnel, the median stay in each stage and the median time to the company's
 * first look, for the applications sent in the period. A step's stay ends at the
 * application's next step; the stage it is in now has no end yet and is left out.
 * APROVADA_PELA_EMPRESA and REJEITADA_PELA_EMPRESA read as APROVADA and REJEITADA
 * (see shared/pipeline.ts); an application without history counts as sent.
 */
async function pipelineFigures(db: Db, { empresaId, vagaId, de, ate }: Scope) {
  const stages = [...pipelineStages];
  const rows = await db.$queryRaw<PipelineRow[]>`${planEachTime}
    WITH apps AS (
      SELECT c.id, c."dataCandidatura" AS enviada
      FROM "Candidatura" c JOIN "Vaga" v ON v.id = c."vagaId"
      WHERE v."empresaId" = ${empresaId} AND (${vagaId}::text IS NULL OR v.id = ${vagaId}::text)
        AND c."dataCandidatura" >= ((${de}::date)::timestamp AT TIME ZONE 'America/Sao_Paulo') AT TIME ZONE 'UTC'
        AND c."dataCandidatura" < ((${ate}::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo') AT TIME ZONE 'UTC'
    ),
    history AS (
      SELECT h."candidaturaId" AS app, h.em,
        CASE h.status WHEN 'APROVADA_PELA_EMPRESA' THEN 'APROVADA' WHEN 'REJEITADA_PELA_EMPRESA' THEN 'REJEITADA' ELSE h.status::text END AS status
      FROM "CandidaturaHistorico" h JOIN apps ON apps.id = h."candidaturaId"
    ),
    steps AS (
      SELECT app, status, em, lead(em) OVER (PARTITION BY app ORDER BY em, array_position(${stages}::text[], status)) AS saiu
      FROM history
    ),
    per_app AS (
      SELECT apps.id,
        coalesce(max(array_position(${stages}::text[], steps.status)), 1) AS furthest,
        coalesce(bool_or(steps.status = 'REJEITADA'), false) AS rejected,
        min(steps.em) FILTER (WHERE steps.status <> 'ENVIADA') - apps.enviada AS to_first_look
      FROM apps LEFT JOIN steps ON steps.app = apps.id
      GROUP BY apps.id, apps.enviada
    )
    SELECT 'alcancou' AS metric, s.stage AS status, count(p.id)::float8 AS value, 0 AS amostra
      FROM unnest(${stages}::text[]) WITH ORDINALITY AS s(stage, rank) LEFT JOIN per_app p ON p.furthest >= s.rank
      GROUP BY s.stage
    UNION ALL
    SELECT 'rejeitadas', NULL, count(*) FILTER (WHERE rejected)::float8, 0 FROM per_app
    UNION ALL
    SELECT 'permanencia', status, extract(epoch FROM percentile_cont(0.5) WITHIN GROUP (ORDER BY saiu - em))::float8, count(*)::int
      FROM steps WHERE saiu IS NOT NULL GROUP BY status
    UNION ALL
    SELECT 'primeira', NULL, extract(epoch FROM percentile_cont(0.5) WITHIN GROUP (ORDER BY to_first_look))::float8, count(to_first_look)::int
      FROM per_app`;
  const find = (metric: PipelineRow["metric"], status: string | null = null) => rows.find((row) => row.metric === metric && row.status === status);
  const seconds = (row: PipelineRow | undefined) => (row?.value == null ? null : Math.round(row.value));
  const firstLook = find("primeira");
  return {
    funil: pipelineStages.map((status) => {
      const stay = find("permanencia", status);
      return { status, candidaturas: find("alcancou", status)?.value ?? 0, medianaSegundos: seconds(stay), saidas: stay?.amostra ?? 0 };
    }),
    rejeitadas: find("rejeitadas")?.value ?? 0,
    medianaPrimeiraVisualizacaoSegundos: seconds(firstLook),
    visualizadasPelaEmpresa: firstLook?.amostra ?? 0,
  };
}
