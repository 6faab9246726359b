import { Bar, BarChart, CartesianGrid, ComposedChart, LabelList, Legend, Line, Tooltip, XAxis, YAxis } from "recharts";
import { useTheme } from "styled-components";
import { formatCalendarDate } from "../../format.ts";

// The analytics screen's charts, in one module so recharts loads once, after the numbers
// (see AnalyticsCharts.tsx). Each has a table of the same numbers beside it.

export interface DailyPoint {
  dia: string;
  visualizacoes: number;
  candidaturas: number;
}

const dayAndMonth = (day: string) => formatCalendarDate(day).slice(0, 5);

/**
 * Views (a line, left axis) and applications (bars, right axis) per day: their scales
 * differ by an order of magnitude. Arrow keys move through the days (recharts'
 * accessibility layer); the table beside it holds the same numbers.
 */
export function DailyChart({ days }: { days: readonly DailyPoint[] }) {
  const theme = useTheme();
  const tick = { fill: theme.colors.muted, fontSize: 12 };
  return (
    <ComposedChart
      responsive
      style={{ width: "100%", height: 280 }}
      data={days as DailyPoint[]}
      margin={{ top: 8, right: 4, bottom: 0, left: -12 }}
      title="Visualizações e candidaturas por dia"
    >
      <CartesianGrid stroke={theme.colors.border} vertical={false} />
      <XAxis dataKey="dia" tickFormatter={dayAndMonth} tick={tick} minTickGap={16} tickLine={false} axisLine={{ stroke: theme.colors.border }} />
      <YAxis yAxisId="views" allowDecimals={false} tick={tick} tickLine={false} axisLine={false} />
      <YAxis yAxisId="applications" orientation="right" allowDecimals={false} tick={tick} tickLine={false} axisLine={false} />
      <Tooltip labelFormatter={(day) => formatCalendarDate(String(day))} />
      <Legend wrapperStyle={{ fontSize: 14, color: theme.colors.text }} />
      <Bar yAxisId="applications" dataKey="candidaturas" name="Candidaturas" fill={theme.colors.info} radius={[3, 3, 0, 0]} maxBarSize={18} isAnimationActive={false} />
      <Line yAxisId="views" dataKey="visualizacoes" name="Visualizações" stroke={theme.colors.brand} strokeWidth={2} dot={false} type="linear" isAnimationActive={false} />
    </ComposedChart>
  );
}

export interface FunnelPoint {
  etapa: string;
  candidaturas: number;
}

/** How many applications reached each stage, one bar per stage in the pipeline's order, the count beside it. */
export function FunnelChart({ stages }: { stages: readonly FunnelPoint[] }) {
  const theme = useTheme();
  return (
    <BarChart
      responsive
      layout="vertical"
      style={{ width: "100%", height: 48 * stages.length + 16 }}
      data={stages as FunnelPoint[]}
      margin={{ top: 8, right: 48, bottom: 8, left: 8 }}
      title="Funil do processo seletivo"
    >
      <XAxis type="number" hide allowDecimals={false} />
      <YAxis type="category" dataKey="etapa" width={104} tick={{ fill: theme.colors.text, fontSize: 13 }} tickLine={false} axisLine={false} />
      <Bar dataKey="candidaturas" name="Candidaturas" fill={theme.colors.brand} radius={[0, 4, 4, 0]} maxBarSize={28} isAnimationActive={false}>
        <LabelList dataKey="candidaturas" position="right" fill={theme.colors.ink} fontSize={13} />
      </Bar>
    </BarChart>
  );
}
