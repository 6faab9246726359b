import { Building2, CalendarDays, ExternalLink, Heart, MapPin, UserRound } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { Avatar } from "../../components/Avatar.tsx";
import { ButtonLink } from "../../components/Button.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { ButtonRow, MetaList } from "../../components/ListLayout.tsx";
import { RelativeTime } from "../../components/RelativeTime.tsx";
import { CandidateInterestBadge } from "../../features/interests/InterestStatusBadge.tsx";
import { fromGlobalId } from "../../relay/ids.ts";
import { DashboardPanel, PanelItem } from "./CandidateDashboardPanel.tsx";
import { RespondInterestDialog } from "./RespondInterestDialog.tsx";
import { jobPlaceWithMode } from "../../../shared/jobPlace.ts";
import type { CandidateDashboardInterests_candidate$key } from "./__generated__/CandidateDashboardInterests_candidate.graphql";
import type { CandidateDashboardInterestsItem_interest$key } from "./__generated__/CandidateDashboardInterestsItem_interest.graphql";

/** Spec §9: the dashboard shows the first three interests. */
const SHOWN = 3;

const fragment = graphql`
  fragment CandidateDashboardInterests_candidate on Candidato {
    interessesRecebidos(first: 3) @required(action: THROW) {
      totalCount
      edges {
        node {
          id
          ...CandidateDashboardInterestsItem_interest
        }
      }
    }
  }
`;

const itemFragment = graphql`
  fragment CandidateDashboardInterestsItem_interest on Interesse {
    id
    status
    mensagem
    dataInteresse
    vaga {
      id
      titulo
      localizacao
      modalidadeTrabalho
    }
    empresa {
      nomeEmpresa
      logoUrl
    }
  }
`;

const Item = styled(PanelItem)`
  flex-direction: row;
  gap: ${({ theme }) => theme.space.md};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Top = styled.div`
  min-width: 0;
  h3 { font-size: ${({ theme }) => theme.font.size.md}; overflow-wrap: anywhere; }
`;

const Job = styled.p`
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Message = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  p {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-style: italic;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    line-clamp: 2;
    overflow: hidden;
    overflow-wrap: anywhere;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

function InterestItem({ interest }: { interest: CandidateDashboardInterestsItem_interest$key }) {
  const data = useFragment(itemFragment, interest);
  const titleId = `interesse-${data.id}`;
  return (
    <Item aria-labelledby={titleId} data-testid="dashboard-interest">
      <Avatar src={data.empresa.logoUrl} name={data.empresa.nomeEmpresa} size={44} shape="rounded" />
      <Body>
        <Top>
          <h3 id={titleId}>{data.empresa.nomeEmpresa}</h3>
          <Job>{data.vaga.titulo}</Job>
        </Top>
        <Badges>
          <CandidateInterestBadge status={data.status} />
        </Badges>
        {data.mensagem && (
          <Message>
            <p title={data.mensagem}>“{data.mensagem}”</p>
          </Message>
        )}
        <MetaList>
          <li>
            <MapPin size={14} aria-hidden />
            {jobPlaceWithMode(data.vaga)}
          </li>
          <li>
            <CalendarDays size={14} aria-hidden />
            <RelativeTime iso={data.dataInteresse} />
          </li>
        </MetaList>
        <ButtonRow>
          <ButtonLink to={`/jobs/${fromGlobalId(data.vaga.id)}`} $variant="outline" $size="sm">
            <ExternalLink size={16} aria-hidden />
            Ver Vaga
          </ButtonLink>
          {data.status === "PENDENTE" && (
            <RespondInterestDialog interestId={data.id} companyName={data.empresa.nomeEmpresa} jobTitle={data.vaga.titulo} message={data.mensagem} />
          )}
        </ButtonRow>
      </Body>
    </Item>
  );
}

/** 'Empresas Interessadas' on the candidate's dashboard: the three newest expressions of interest. */
export function CandidateDashboardInterests({ candidate }: { candidate: CandidateDashboardInterests_candidate$key }) {
  const data = useFragment(fragment, candidate);
  const { totalCount, edges } = data.interessesRecebidos;
  const headingId = "empresas-interessadas";
  return (
    <DashboardPanel
      headingId={headingId}
      icon={Building2}
      title="Empresas Interessadas"
      count={totalCount}
      testId="dashboard-interests"
      more={totalCount > SHOWN ? { to: "/candidate/interests", label: "Ver todos os interesses" } : null}
      empty={
        <EmptyState
          compact
          icon={Heart}
          title="Nenhuma empresa demonstrou interesse ainda"
          action={
            <ButtonLink to="/profile/candidate" $size="sm">
              <UserRound size={16} aria-hidden />
              Completar Perfil
            </ButtonLink>
          }
        >
          Perfis completos chamam mais a atenção das empresas.
        </EmptyState>
      }
    >
      {edges.map(({ node }) => <InterestItem key={node.id} interest={node} />)}
    </DashboardPanel>
  );
}
