import { Building2, CalendarDays, Eye, FileText, MapPin, Search } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { ButtonLink } from "../../components/Button.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { ButtonRow, MetaList } from "../../components/ListLayout.tsx";
import { RelativeTime } from "../../components/RelativeTime.tsx";
import { ApplicationStatusBadge } from "../../features/applications/ApplicationStatusBadge.tsx";
import { WithdrawApplicationButton } from "../../features/applications/WithdrawApplicationButton.tsx";
import { fromGlobalId } from "../../relay/ids.ts";
import { DashboardPanel, PanelItem } from "./CandidateDashboardPanel.tsx";
import { useCandidateDashboardRefresh } from "./useCandidateDashboardRefresh.ts";
import { jobPlaceWithMode } from "../../../shared/jobPlace.ts";
import type { CandidateDashboardApplications_candidate$key } from "./__generated__/CandidateDashboardApplications_candidate.graphql";
import type { CandidateDashboardApplicationsItem_application$key } from "./__generated__/CandidateDashboardApplicationsItem_application.graphql";

/** Spec §9: the dashboard shows the first five applications. */
const SHOWN = 5;

const HEADING_ID = "minhas-candidaturas";

// The connection key is also in features/applications/useWithdrawApplicationMutation.ts: a withdrawal leaves this list.
const fragment = graphql`
  fragment CandidateDashboardApplications_candidate on Candidato {
    id
    candidaturas(first: 5) @connection(key: "CandidateDashboardApplications_candidaturas") @required(action: THROW) {
      totalCount
      edges {
        node {
          id
          ...CandidateDashboardApplicationsItem_application
        }
      }
    }
  }
`;

const itemFragment = graphql`
  fragment CandidateDashboardApplicationsItem_application on Candidatura {
    id
    statusCandidatura
    dataCandidatura
    vaga {
      id
      titulo
      localizacao
      modalidadeTrabalho
      empresa {
        nomeEmpresa
      }
    }
  }
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Titles = styled.div`
  min-width: 0;
  h3 { font-size: ${({ theme }) => theme.font.size.md}; overflow-wrap: anywhere; }
`;

const Company = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  svg { color: ${({ theme }) => theme.colors.subtle}; flex-shrink: 0; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

function ApplicationItem({ application, candidateId }: { application: CandidateDashboardApplicationsItem_application$key; candidateId: string }) {
  const data = useFragment(itemFragment, application);
  const refreshDashboard = useCandidateDashboardRefresh();
  const { vaga: job } = data;
  const titleId = `candidatura-${data.id}`;
  return (
    <PanelItem aria-labelledby={titleId} data-testid="dashboard-application">
      <Top>
        <Titles>
          <h3 id={titleId}>{job.titulo}</h3>
          <Company>
            <Building2 size={14} aria-hidden />
            {job.empresa.nomeEmpresa}
          </Company>
        </Titles>
        <ApplicationStatusBadge status={data.statusCandidatura} audience="candidate" />
      </Top>
      <Row>
        <MetaList>
          <li>
            <MapPin size={14} aria-hidden />
            {jobPlaceWithMode(job)}
          </li>
          <li>
            <CalendarDays size={14} aria-hidden />
            <RelativeTime iso={data.dataCandidatura} />
          </li>
        </MetaList>
        <ButtonRow>
          <ButtonLink to={`/jobs/${fromGlobalId(job.id)}`} $variant="outline" $size="sm">
            <Eye size={16} aria-hidden />
            Ver Detalhes
          </ButtonLink>
          <WithdrawApplicationButton
            applicationId={data.id}
            status={data.statusCandidatura}
            candidateId={candidateId}
            jobTitle={job.titulo}
            companyName={job.empresa.nomeEmpresa}
            // The next application moves up into the first five.
            onWithdrawn={refreshDashboard}
            returnFocusTo={HEADING_ID}
          />
        </ButtonRow>
      </Row>
    </PanelItem>
  );
}

/** 'Minhas Candidaturas' on the candidate's dashboard: the five newest applications. */
export function CandidateDashboardApplications({ candidate }: { candidate: CandidateDashboardApplications_candidate$key }) {
  const data = useFragment(fragment, candidate);
  const { totalCount, edges } = data.candidaturas;
  return (
    <DashboardPanel
      headingId={HEADING_ID}
      icon={FileText}
      title="Minhas Candidaturas"
      count={totalCount}
      testId="dashboard-applications"
      more={totalCount > SHOWN ? { to: "/candidate/applications", label: "Ver todas as candidaturas" } : null}
      empty={
        <EmptyState
          compact
          icon={Search}
          title="Você ainda não se candidatou a nenhuma vaga"
          action={
            <ButtonLink to="/jobs" $size="sm">
              <Search size={16} aria-hidden />
              Buscar Vagas
            </ButtonLink>
          }
        >
          Encontre oportunidades que combinam com você e candidate-se em poucos cliques.
        </EmptyState>
      }
    >
      {edges.map(({ node }) => <ApplicationItem key={node.id} application={node} candidateId={data.id} />)}
    </DashboardPanel>
  );
}
