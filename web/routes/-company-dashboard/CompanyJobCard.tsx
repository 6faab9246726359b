import { CalendarDays, MapPin, Users, Wallet } from "lucide-react";
import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { ArticleCard } from "../../components/Card.tsx";
import { MetaList } from "../../components/ListLayout.tsx";
import { candidateCountText } from "../../features/jobs/jobLabels.ts";
import { JobStatusBadge } from "../../features/jobs/JobStatusBadge.tsx";
import { formatDate, formatSalary } from "../../format.ts";
import { CompanyJobActions } from "./CompanyJobActions.tsx";
import { jobPlaceWithMode } from "../../../shared/jobPlace.ts";
import type { CompanyJobCard_job$key } from "./__generated__/CompanyJobCard_job.graphql";

const fragment = graphql`
  fragment CompanyJobCard_job on Vaga {
    id
    titulo
    resumo
    localizacao
    modalidadeTrabalho
    faixaSalarialMin
    faixaSalarialMax
    statusVaga
    createdAt
    candidaturaCount
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  h3 {
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow-wrap: anywhere;
  }
`;

const Applicants = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.brandHover};
  white-space: nowrap;
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Meta = styled(MetaList)`
  color: ${({ theme }) => theme.colors.text};
`;

const Divider = styled.hr`
  margin: 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export function CompanyJobCard({ job, connectionId }: { job: CompanyJobCard_job$key; connectionId: string }) {
  const data = useFragment(fragment, job);
  const titleId = useId();
  return (
    <ArticleCard aria-labelledby={titleId} data-testid="company-job-card">
      <Head>
        <TitleRow>
          <h3 id={titleId}>{data.titulo}</h3>
          <JobStatusBadge status={data.statusVaga} />
        </TitleRow>
        <Applicants>
          <Users size={16} aria-hidden />
          {candidateCountText(data.candidaturaCount ?? 0)}
        </Applicants>
      </Head>
      <Description>{data.resumo}</Description>
      <Meta $wide>
        <li>
          <MapPin size={16} aria-hidden />
          {jobPlaceWithMode(data)}
        </li>
        <li>
          <Wallet size={16} aria-hidden />
          {formatSalary(data.faixaSalarialMin, data.faixaSalarialMax)}
        </li>
        <li>
          <CalendarDays size={16} aria-hidden />
          Criada em {formatDate(data.createdAt)}
        </li>
      </Meta>
      <Divider />
      <CompanyJobActions jobId={data.id} jobTitle={data.titulo} status={data.statusVaga} connectionId={connectionId} />
    </ArticleCard>
  );
}
