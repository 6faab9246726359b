import { BarChart3 } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { Card } from "../../components/Card.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { Bone } from "../../components/Skeleton.tsx";
import { formatCalendarDate, formatCount } from "../../format.ts";
import { formatDuration, formatPercent, stageLabel } from "./analyticsLabels.ts";
import { NumbersTable } from "./NumbersTable.tsx";
import type { AnalyticsCharts_analytics$key } from "./__generated__/AnalyticsCharts_analytics.graphql";

// The charts' library loads after the numbers: the tiles and tables show at once.
const charts = () => import("./Charts.tsx");
const DailyChart = lazy(() => charts().then((module) => ({ default: module.DailyChart })));
const FunnelChart = lazy(() => charts().then((module) => ({ default: module.FunnelChart })));

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The funnel's chart beside its table on wide screens (the table holds the stage times the chart has not). */
const Beside = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  @media (min-width: 1100px) { grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr); }
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  & > details { margin-top: 0; }
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 1fr);
    & > details { margin-top: ${({ theme }) => theme.space.md}; }
  }
`;

const Panel = styled(Card)`
  min-width: 0;
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; }
  & > p { margin: 4px 0 ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.colors.muted}; }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

interface ChartPanelProps {
  title: string;
  text: string;
  chartHeight: number;
  chart: ReactNode;
  table: ReactNode;
  /** The table beside the chart on wide screens rather than below it. */
  beside?: boolean;
}

function ChartPanel({ title, text, chartHeight, chart, table, beside = false }: ChartPanelProps) {
  const body = (
    <>
      <Suspense fallback={<Bone $h={chartHeight} $shape="square" aria-hidden />}>
        <div>{chart}</div>
      </Suspense>
      {table}
    </>
  );
  return (
    <Panel aria-label={title}>
      <h2>{title}</h2>
      <p>{text}</p>
      {beside ? <Beside>{body}</Beside> : body}
    </Panel>
  );
}

const rejectedText = (count: number) => (count === 0 ? "Nenhuma foi rejeitada." : count === 1 ? "1 foi rejeitada." : `${formatCount(count)} foram rejeitadas.`);

/** The series per day and the funnel, each as a chart and as a table of the same numbers. */
export function AnalyticsCharts({ analytics }: { analytics: AnalyticsCharts_analytics$key }) {
  const data = useFragment(
    graphql`
      fragment AnalyticsCharts_analytics on AnaliseVagas {
        visualizacoes
        candidaturas
        rejeitadas
        dias {
          dia
          visualizacoes
          candidaturas
        }
        funil {
          status
          candidaturas
          medianaSegundos
          saidas
        }
      }
    `,
    analytics,
  );
  if (data.visualizacoes === 0 && data.candidaturas === 0) {
    return (
      <EmptyState icon={BarChart3} title="Nada neste período ainda">
        Quando suas vagas forem vistas e receberem candidaturas neste período, os gráficos aparecem aqui.
      </EmptyState>
    );
  }
  const received = data.funil[0]?.candidaturas ?? 0;
  const stages = data.funil.map((stage) => ({ ...stage, etapa: stageLabel(stage.status) }));
  return (
    <Stack>
      <ChartPanel
        title="Visualizações e candidaturas por dia"
        text="Visualizações das páginas das vagas (linha) e candidaturas recebidas (barras), dia a dia, no horário de Brasília."
        chartHeight={280}
        chart={<DailyChart days={data.dias} />}
        table={
          <NumbersTable
            caption="Visualizações e candidaturas por dia"
            headers={["Dia", "Visualizações", "Candidaturas"]}
            rows={data.dias.map((day) => [formatCalendarDate(String(day.dia)), formatCount(day.visualizacoes), formatCount(day.candidaturas)])}
          />
        }
      />
      <ChartPanel
        title="Funil do processo seletivo"
        text={`Das candidaturas recebidas no período, quantas chegaram a cada etapa (ou além) e quanto tempo ficaram nela. ${rejectedText(data.rejeitadas)}`}
        beside
        chartHeight={48 * stages.length + 16}
        chart={<FunnelChart stages={stages} />}
        table={
          <NumbersTable
            caption="Funil do processo seletivo: candidaturas em cada etapa e tempo mediano nela, entre as que já saíram"
            headers={["Etapa", "Candidaturas", "Das recebidas", "Tempo mediano", "Saíram"]}
            open
            rows={stages.map((stage) => [
              stage.etapa,
              formatCount(stage.candidaturas),
              received > 0 ? formatPercent(stage.candidaturas / received) : "—",
              stage.medianaSegundos == null ? "—" : formatDuration(stage.medianaSegundos),
              formatCount(stage.saidas),
            ])}
          />
        }
      />
    </Stack>
  );
}
