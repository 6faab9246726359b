import { Building2, CalendarDays, CircleAlert, CirclePause, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { Badge } from "../../components/Badge.tsx";
import { Card } from "../../components/Card.tsx";
import { JobStatusBadge } from "../../features/jobs/JobStatusBadge.tsx";
import { formatDate } from "../../format.ts";
import { CompanyLogo } from "../../features/jobs/CompanyLogo.tsx";
import { contractLabel, levelLabel, pcdLabel, workModeLabel } from "../../features/jobs/jobLabels.ts";
import { jobPlace } from "../../../shared/jobPlace.ts";
import type { JobHeader_job$key } from "./__generated__/JobHeader_job.graphql";

const Box = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.md};
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: auto minmax(0, 1fr);
    & > :last-child { grid-column: 1 / -1; }
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    gap: ${({ theme }) => theme.space.md};
    & > :first-child { width: 52px; height: 52px; }
  }
`;

const Info = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const Title = styled.h1`
  font-size: clamp(1.5rem, 3vw, ${({ theme }) => theme.font.size.xxl});
  letter-spacing: -0.02em;
  overflow-wrap: anywhere;
`;

const Company = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.text};
  svg { color: ${({ theme }) => theme.colors.subtle}; flex-shrink: 0; }
`;

const Meta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  li { display: inline-flex; align-items: center; gap: 6px; }
  svg { color: ${({ theme }) => theme.colors.subtle}; }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: 4px;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.sm};
  &:empty { display: none; }
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    & > * { width: 100%; }
  }
`;

const Notice = styled.p<{ $tone: "warning" | "danger" }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 12px ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => ($tone === "warning" ? theme.colors.warningSoft : theme.colors.dangerSoft)};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  svg { flex-shrink: 0; color: ${({ theme, $tone }) => ($tone === "warning" ? theme.colors.warning : theme.colors.danger)}; }
`;

/** Only ATIVA jobs take applications; any other status reads as closed. */
function StatusNotice({ status }: { status: string }) {
  if (status === "ATIVA") return null;
  return status === "PAUSADA" ? (
    <Notice $tone="warning" role="status">
      <CirclePause size={20} aria-hidden />
      Esta vaga está temporariamente pausada
    </Notice>
  ) : (
    <Notice $tone="danger" role="status">
      <CircleAlert size={20} aria-hidden />
      Esta vaga foi encerrada
    </Notice>
  );
}

/** Title, company, where and when, status, and the call to action passed in `actions`. */
export function JobHeader({ job, actions }: { job: JobHeader_job$key; actions: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment JobHeader_job on Vaga {
        titulo
        localizacao
        createdAt
        statusVaga
        modalidadeTrabalho
        pcd
        tipoContrato
        nivelVaga
        empresa {
          nomeEmpresa
          ...CompanyLogo_company
        }
      }
    `,
    job,
  );
  return (
    <Box as="header">
      <Top>
        <CompanyLogo company={data.empresa} size={72} />
        <Info>
          <TitleRow>
            <Title>{data.titulo}</Title>
            <JobStatusBadge status={data.statusVaga} onJobPage />
          </TitleRow>
          <Company>
            <Building2 size={18} aria-hidden />
            {data.empresa.nomeEmpresa}
          </Company>
          <Meta>
            <li>
              <MapPin size={16} aria-hidden />
              <span className="visually-hidden">Local: </span>
              {jobPlace(data)}
            </li>
            <li>
              <CalendarDays size={16} aria-hidden />
              Publicada em {formatDate(data.createdAt)}
            </li>
          </Meta>
          <Badges>
            <Badge $tone="brand">{workModeLabel(data.modalidadeTrabalho)}</Badge>
            <Badge $tone="info">{contractLabel(data.tipoContrato)}</Badge>
            <Badge>{levelLabel(data.nivelVaga)}</Badge>
            {data.pcd && <Badge $tone="success">{pcdLabel(data.pcd)}</Badge>}
          </Badges>
        </Info>
        <Actions>{actions}</Actions>
      </Top>
      <StatusNotice status={data.statusVaga} />
    </Box>
  );
}
