import { CalendarDays, Check, MapPin, Tag, Wallet } from "lucide-react";
import { lazy, useId } from "react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { areaLabel } from "../../../shared/catalog.ts";
import { Badge } from "../../components/Badge.tsx";
import { ButtonLink } from "../../components/Button.tsx";
import { ArticleCard, cardHighlight } from "../../components/Card.tsx";
import { formatDate, formatSalary } from "../../format.ts";
import { fromGlobalId } from "../../relay/ids.ts";
import { AppliedButton } from "../../features/jobs/AppliedButton.tsx";
import { CompanyLogo } from "../../features/jobs/CompanyLogo.tsx";
import { contractLabel, levelLabel, pcdLabel, workModeLabel } from "../../features/jobs/jobLabels.ts";
import { jobPlace } from "../../../shared/jobPlace.ts";
import type { JobCard_job$key } from "./__generated__/JobCard_job.graphql";

// After the page's own code (see SaveJobButton); the server's HTML shows it meanwhile, and on a
// move from another page the results' skeleton (JobSearchPage's Suspense) waits for it, so cards never shift.
const SaveJobButton = lazy(() => import("../../features/jobs/SaveJobButton.tsx").then((module) => ({ default: module.SaveJobButton })));

const Article = styled(ArticleCard)`
  ${cardHighlight}
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

const Heading = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const Company = styled.p`
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

const Salary = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  flex-shrink: 0;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  svg { color: ${({ theme }) => theme.colors.success}; }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    display: none;
  }
`;

const PhoneSalary = styled(Salary)`
  display: none;
  align-self: flex-start;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    display: inline-flex;
  }
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.text};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    -webkit-line-clamp: 3;
  }
`;

const Meta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-width: 0;
  }
  svg { color: ${({ theme }) => theme.colors.subtle}; }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    width: 100%;
    & > * { flex: 1; }
  }
`;

interface JobCardProps {
  job: JobCard_job$key;
  /** Who is looking: signed-in candidates get the apply shortcut and the bookmark; visitors a bookmark that asks them to sign in. */
  role: string | null | undefined;
}

/** One search result: who, what, where, how much, and the way in. */
export function JobCard({ job, role }: JobCardProps) {
  const data = useFragment(
    graphql`
      fragment JobCard_job on Vaga {
        id
        titulo
        resumo
        localizacao
        faixaSalarialMin
        faixaSalarialMax
        createdAt
        areaAtuacao
        modalidadeTrabalho
        pcd
        tipoContrato
        nivelVaga
        viewerHasApplied
        empresa {
          nomeEmpresa
          ...CompanyLogo_company
        }
        ...SaveJobButton_job
      }
    `,
    job,
  );
  const titleId = useId();
  const id = fromGlobalId(data.id);
  const showApply = role === "CANDIDATO";
  const hasSalary = data.faixaSalarialMin != null || data.faixaSalarialMax != null;
  const salary = hasSalary ? (
    <>
      <Wallet size={16} aria-hidden />
      <span className="visually-hidden">Salário: </span>
      {formatSalary(data.faixaSalarialMin, data.faixaSalarialMax)}
    </>
  ) : null;

  return (
    <Article aria-labelledby={titleId} data-testid="job-card">
      <Top>
        <CompanyLogo company={data.empresa} />
        <Heading>
          <Title id={titleId}>{data.titulo}</Title>
          <Company>{data.empresa.nomeEmpresa}</Company>
        </Heading>
        {salary && <Salary>{salary}</Salary>}
      </Top>
      {salary && <PhoneSalary aria-hidden>{salary}</PhoneSalary>}
      <Description>{data.resumo}</Description>
      <Meta>
        <li>
          <MapPin size={16} aria-hidden />
          <span className="visually-hidden">Local: </span>
          {jobPlace(data)}
        </li>
        <li>
          <CalendarDays size={16} aria-hidden />
          <span className="visually-hidden">Publicada em </span>
          {formatDate(data.createdAt)}
        </li>
        <li>
          <Tag size={16} aria-hidden />
          <span className="visually-hidden">Área: </span>
          {areaLabel(data.areaAtuacao)}
        </li>
      </Meta>
      <Footer>
        <Badges>
          <Badge $tone="brand">{workModeLabel(data.modalidadeTrabalho)}</Badge>
          <Badge $tone="info">{contractLabel(data.tipoContrato)}</Badge>
          <Badge>{levelLabel(data.nivelVaga)}</Badge>
          {data.pcd && <Badge $tone="success">{pcdLabel(data.pcd)}</Badge>}
        </Badges>
        <Actions>
          <SaveJobButton job={data} userType={role} describedBy={titleId} />
          <ButtonLink to={`/jobs/${id}`} $variant="outline" $size="sm" aria-describedby={titleId}>
            Ver Detalhes
          </ButtonLink>
          {showApply &&
            (data.viewerHasApplied ? (
              <AppliedButton $size="sm" aria-describedby={titleId}>
                <Check size={16} aria-hidden />
                Candidatado
              </AppliedButton>
            ) : (
              <ButtonLink to={`/jobs/${id}`} $size="sm" aria-describedby={titleId}>
                Candidatar-se
              </ButtonLink>
            ))}
        </Actions>
      </Footer>
    </Article>
  );
}
