import { Eye, Users } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { ButtonLink } from "../../components/Button.tsx";
import { CompanyDashboardBackLink } from "../../components/BackLink.tsx";
import { candidateCountText } from "../../features/jobs/jobLabels.ts";
import { JobStatusBadge } from "../../features/jobs/JobStatusBadge.tsx";
import { fromGlobalId } from "../../relay/ids.ts";
import type { JobApplicationsHeader_job$key } from "./__generated__/JobApplicationsHeader_job.graphql";

const fragment = graphql`
  fragment JobApplicationsHeader_job on Vaga {
    id
    titulo
    statusVaga
    candidaturaCount
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    margin-bottom: ${({ theme }) => theme.space.lg};
  }
`;

const Eyebrow = styled.p`
  margin-bottom: 6px;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.brand};
`;

const Title = styled.div`
  min-width: 0;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xxl};
    letter-spacing: -0.02em;
    overflow-wrap: anywhere;
    @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
      font-size: ${({ theme }) => theme.font.size.xl};
    }
  }
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.text};
  svg { color: ${({ theme }) => theme.colors.subtle}; }
`;

/** The job the applications are for: its title, status and how many have applied. */
export function JobApplicationsHeader({ job }: { job: JobApplicationsHeader_job$key }) {
  const data = useFragment(fragment, job);
  return (
    <>
      <CompanyDashboardBackLink />
      <Header>
        <Title>
          <Eyebrow>Candidatos da vaga</Eyebrow>
          <h1>{data.titulo}</h1>
          <Facts>
            <JobStatusBadge status={data.statusVaga} />
            <Count data-testid="applicant-count">
              <Users size={16} aria-hidden />
              {candidateCountText(data.candidaturaCount ?? 0)}
            </Count>
          </Facts>
        </Title>
        <ButtonLink to={`/jobs/${fromGlobalId(data.id)}`} $variant="outline" $size="sm">
          <Eye size={16} aria-hidden />
          Ver Vaga
        </ButtonLink>
      </Header>
    </>
  );
}
