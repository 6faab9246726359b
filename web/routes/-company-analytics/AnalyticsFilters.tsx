import { useNavigate } from "@tanstack/react-router";
import { useId, useState } from "react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { cardSurface } from "../../components/Card.tsx";
import { Label, Select } from "../../components/Field.tsx";
import { fromGlobalId } from "../../relay/ids.ts";
import { companyAnalyticsRoute } from "../company.analytics.tsx";
import { jobStatusLabel } from "./analyticsLabels.ts";
import { CustomPeriodForm } from "./CustomPeriodForm.tsx";
import { defaultDays, presetDays, type AnalyticsChoice, type AnalyticsSearch } from "./searchParams.ts";
import type { AnalyticsFilters_company$key } from "./__generated__/AnalyticsFilters_company.graphql";

const Bar = styled.section`
  ${cardSurface}
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Periods = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
  legend { padding: 0; }
`;

/** The period choices as one row of segments: real radio buttons, so arrows move between them. */
const Segments = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  padding: 3px;
  gap: 3px;
  label {
    display: inline-flex;
    align-items: center;
    padding: 7px 12px;
    border-radius: ${({ theme }) => theme.radius.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  label:has(input:checked) {
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
  label:not(:has(input:checked)):hover { background: ${({ theme }) => theme.colors.border}; }
  label:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  input { position: absolute; opacity: 0; width: 1px; height: 1px; }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    display: flex;
    label { flex: 1 1 auto; justify-content: center; padding: 7px 6px; }
  }
`;

const JobChoice = styled.div`
  flex: 1 1 240px;
  max-width: 420px;
  min-width: 0;
`;

const periodChoices = [...presetDays.map((days) => ({ value: String(days), label: `${days} dias` })), { value: "custom", label: "Personalizado" }];

interface AnalyticsFiltersProps {
  company: AnalyticsFilters_company$key;
  choice: AnalyticsChoice;
  period: { de: string; ate: string };
}

/** The period (7, 30 or 90 days, or dates of one's own) and the job (all, or one), kept in the URL. */
export function AnalyticsFilters({ company, choice, period }: AnalyticsFiltersProps) {
  const data = useFragment(
    graphql`
      fragment AnalyticsFilters_company on Empresa {
        vagas(first: 100) @required(action: THROW) {
          edges {
            node {
              id
              titulo
              statusVaga
            }
          }
        }
      }
    `,
    company,
  );
  const navigate = useNavigate({ from: companyAnalyticsRoute.fullPath });
  const jobSelectId = useId();
  // The URL says what is chosen; a pick shows at once, while the URL catches up.
  const fromUrl = { period: choice.de && choice.ate ? "custom" : String(choice.periodo ?? defaultDays), job: choice.vaga ?? "" };
  const [picked, setPicked] = useState<{ for: string; period?: string; job?: string }>({ for: "" });
  const urlKey = `${fromUrl.period} ${fromUrl.job}`;
  const chosen = picked.for === urlKey ? { period: picked.period ?? fromUrl.period, job: picked.job ?? fromUrl.job } : fromUrl;
  const go = (next: Partial<AnalyticsSearch>) => void navigate({ search: (previous: AnalyticsSearch) => ({ ...previous, ...next }), replace: true });

  // 'Personalizado' starts from the period on screen, as dates of its own: the same numbers until others are applied.
  const choosePeriod = (value: string) => {
    setPicked({ for: urlKey, period: value });
    go(value === "custom" ? { periodo: undefined, ...period } : { periodo: Number(value), de: undefined, ate: undefined });
  };
  const chooseJob = (value: string) => {
    setPicked({ for: urlKey, job: value });
    go({ vaga: value || undefined });
  };

  return (
    <Bar aria-label="Filtros">
      <Periods>
        <Label as="legend">Período</Label>
        <Segments>
          {periodChoices.map((choice) => (
            <label key={choice.value}>
              <input type="radio" name="periodo" value={choice.value} checked={chosen.period === choice.value} onChange={() => choosePeriod(choice.value)} />
              {choice.label}
            </label>
          ))}
        </Segments>
      </Periods>
      {chosen.period === "custom" && <CustomPeriodForm initial={period} onApply={(dates) => go({ ...dates, periodo: undefined })} />}
      <JobChoice>
        <Label htmlFor={jobSelectId}>Vaga</Label>
        <Select id={jobSelectId} value={chosen.job} onChange={(event) => chooseJob(event.target.value)}>
          <option value="">Todas as vagas</option>
          {data.vagas.edges.map(({ node }) => (
            <option key={node.id} value={fromGlobalId(node.id)}>
              {node.statusVaga === "ATIVA" ? node.titulo : `${node.titulo} (${jobStatusLabel(node.statusVaga)})`}
            </option>
          ))}
        </Select>
      </JobChoice>
    </Bar>
  );
}
