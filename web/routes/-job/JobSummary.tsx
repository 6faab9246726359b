import { BarChart3, Briefcase, CalendarClock, Laptop, Tag, Users, Wallet, type LucideIcon } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { areaLabel } from "../../../shared/catalog.ts";
import { Card } from "../../components/Card.tsx";
import { IconBox } from "../../components/IconBox.ts";
import { formatCalendarDate, formatSalary } from "../../format.ts";
import { contractLabel, levelLabel, workModeLabel } from "../../features/jobs/jobLabels.ts";
import type { JobSummary_job$key } from "./__generated__/JobSummary_job.graphql";

const Box = styled(Card)`
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Title = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A fact: its icon (inside the <dt>, which a <dl>'s group may hold alone with the <dd>) beside the label and value. */
const Row = styled.div`
  position: relative;
  min-width: 0;
  min-height: 36px;
  padding-left: 48px;
  dt {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    letter-spacing: 0.05em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.colors.ink};
    overflow-wrap: anywhere;
  }
`;

const Icon = styled(IconBox)`
  position: absolute;
  left: 0;
  top: 0;
`;

const PhoneRow = styled(Row)`
  /* Two columns of facts on a phone leave no room for the icons. */
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    min-height: 0;
    padding-left: 0;
    ${Icon} { display: none; }
  }
`;

function Item({ icon: IconComponent, label, children }: { icon: LucideIcon; label: string; children: string }) {
  return (
    <PhoneRow>
      <dt>
        <Icon $size={36} aria-hidden>
          <IconComponent size={18} />
        </Icon>
        {label}
      </dt>
      <dd>{children}</dd>
    </PhoneRow>
  );
}

/** The job's facts at a glance: level, contract, mode, area, pay, positions and deadline. */
export function JobSummary({ job }: { job: JobSummary_job$key }) {
  const data = useFragment(
    graphql`
      fragment JobSummary_job on Vaga {
        nivelVaga
        tipoContrato
        modalidadeTrabalho
        areaAtuacao
        faixaSalarialMin
        faixaSalarialMax
        numeroPosicoes
        prazoCandidatura
      }
    `,
    job,
  );
  return (
    <Box aria-labelledby="job-summary-title">
      <Title id="job-summary-title">Informações da vaga</Title>
      <List>
        <Item icon={BarChart3} label="Nível">
          {levelLabel(data.nivelVaga)}
        </Item>
        <Item icon={Briefcase} label="Tipo de contrato">
          {contractLabel(data.tipoContrato)}
        </Item>
        <Item icon={Laptop} label="Modalidade">
          {workModeLabel(data.modalidadeTrabalho)}
        </Item>
        <Item icon={Tag} label="Área">
          {areaLabel(data.areaAtuacao)}
        </Item>
        <Item icon={Wallet} label="Faixa salarial">
          {formatSalary(data.faixaSalarialMin, data.faixaSalarialMax)}
        </Item>
        {data.numeroPosicoes > 1 && (
          <Item icon={Users} label="Número de posições">
            {String(data.numeroPosicoes)}
          </Item>
        )}
        {data.prazoCandidatura && (
          <Item icon={CalendarClock} label="Candidaturas até">
            {formatCalendarDate(data.prazoCandidatura)}
          </Item>
        )}
      </List>
    </Box>
  );
}
