import { ArrowRight, Building2, CalendarDays, Eye, FileText, MapPin, Search } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { ButtonLink } from "../../components/Button.tsx";
import { fromGlobalId } from "../../relay/ids.ts";
import {
  CandidateActions,
  CandidateEmptyState,
  CandidateMeta,
  CandidatePanel,
  CandidatePanelFooter,
  CandidatePanelHeader,
  CandidatePanelList,
  CandidateRelativeTime,
} from "./CandidateDashboardParts.tsx";
import { CandidateApplicationStatusBadge } from "./CandidateStatusBadges.tsx";
import { useCandidateDashboardRefresh } from "./useCandidateDashboardRefresh.ts";
import { CandidateWithdrawButton } from "./CandidateWithdrawButton.tsx";
import type { CandidateDashboardApplications_candidato$key } from "./__generated__/CandidateDashboardApplications_candidato.graphql";
import type { CandidateDashboardApplicationsItem_candidatura$key } from "./__generated__/CandidateDashboardApplicationsItem_candidatura.graphql";

/** Spec §9: the dashboard shows the first five applications. */
const SHOWN = 5;

const HEADING_ID = "minhas-candidaturas";

const fragment = graphql`
  fragment CandidateDashboardApplications_candidato on Candidato {
    id
    candidaturas(first: 5) @connection(key: "CandidateDashboardApplications_candidaturas") {
      totalCount
      edges {
        node {
          id
          ...CandidateDashboardApplicationsItem_candidatura
        }
      }
    }
  }
`;

const itemFragment = graphql`
  fragment CandidateDashboardApplicationsItem_candidatura on Candidatura {
    id
    statusCandidatura
    dataCandidatura
    vaga {
      id
      titulo
      localizacao
      empresa {
        nomeEmpresa
      }
    }
  }
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.md};
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

function ApplicationItem({ candidatura, candidatoId }: { candidatura: CandidateDashboardApplicationsItem_candidatura$key; candidatoId: string }) {
  const data = useFragment(itemFragment, candidatura);
  const refreshDashboard = useCandidateDashboardRefresh();
  const titleId = `candidatura-${data.id}`;
  return (
    <Item aria-labelledby={titleId} data-testid="dashboard-application">
      <Top>
        <Titles>
          <h3 id={titleId}>{data.vaga.titulo}</h3>
          <Company>
            <Building2 size={14} aria-hidden />
            {data.vaga.empresa.nomeEmpresa}
          </Company>
        </Titles>
        <CandidateApplicationStatusBadge status={data.statusCandidatura} />
      </Top>
      <Row>
        <CandidateMeta>
          <li>
            <MapPin size={14} aria-hidden />
            {data.vaga.localizacao || "Remoto"}
          </li>
          <li>
            <CalendarDays size={14} aria-hidden />
            <CandidateRelativeTime iso={data.dataCandidatura} />
          </li>
        </CandidateMeta>
        <CandidateActions>
          <ButtonLink to={`/jobs/${fromGlobalId(data.vaga.id)}`} $variant="outline" $size="sm">
            <Eye size={16} aria-hidden />
            Ver Detalhes
          </ButtonLink>
          {data.statusCandidatura === "ENVIADA" && (
            <CandidateWithdrawButton
              id={data.id}
              candidatoId={candidatoId}
              titulo={data.vaga.titulo}
              nomeEmpresa={data.vaga.empresa.nomeEmpresa}
              // The next application moves up into the first five.
              onWithdrawn={refreshDashboard}
              returnFocusTo={HEADING_ID}
            />
          )}
        </CandidateActions>
      </Row>
    </Item>
  );
}

/** 'Minhas Candidaturas' on the candidate's dashboard: the five newest applications. */
export function CandidateDashboardApplications({ candidato }: { candidato: CandidateDashboardApplications_candidato$key }) {
  const data = useFragment(fragment, candidato);
  const { totalCount, edges } = data.candidaturas;
  return (
    <CandidatePanel aria-labelledby={HEADING_ID} data-testid="dashboard-applications">
      <CandidatePanelHeader id={HEADING_ID} icon={FileText} title="Minhas Candidaturas" count={totalCount} />
      {edges.length === 0 ? (
        <CandidateEmptyState
          icon={Search}
          title="Você ainda não se candidatou a nenhuma vaga"
          text="Encontre oportunidades que combinam com você e candidate-se em poucos cliques."
          action={
            <ButtonLink to="/jobs" $size="sm">
              <Search size={16} aria-hidden />
              Buscar Vagas
            </ButtonLink>
          }
        />
      ) : (
        <CandidatePanelList>
          {edges.map(({ node }) => (
            <ApplicationItem key={node.id} candidatura={node} candidatoId={data.id} />
          ))}
        </CandidatePanelList>
      )}
      {totalCount > SHOWN && (
        <CandidatePanelFooter>
          <ButtonLink to="/candidate/applications" $variant="secondary" $size="sm">
            Ver todas as candidaturas
            <ArrowRight size={16} aria-hidden />
          </ButtonLink>
        </CandidatePanelFooter>
      )}
    </CandidatePanel>
  );
}
