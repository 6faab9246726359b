import { ArrowRight, Building2, CalendarDays, ExternalLink, Heart, MapPin, UserRound } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { Avatar } from "../../components/Avatar.tsx";
import { Badge } from "../../components/Badge.tsx";
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
import { CandidateRespondDialog } from "./CandidateRespondDialog.tsx";
import { CandidateInterestDecisionBadge } from "./CandidateStatusBadges.tsx";
import type { CandidateDashboardInterests_candidato$key } from "./__generated__/CandidateDashboardInterests_candidato.graphql";
import type { CandidateDashboardInterestsItem_interesse$key } from "./__generated__/CandidateDashboardInterestsItem_interesse.graphql";

/** Spec §9: the dashboard shows the first three interests. */
const SHOWN = 3;

const fragment = graphql`
  fragment CandidateDashboardInterests_candidato on Candidato {
    interessesRecebidos(first: 3) {
      totalCount
      edges {
        node {
          id
          ...CandidateDashboardInterestsItem_interesse
        }
      }
    }
  }
`;

const itemFragment = graphql`
  fragment CandidateDashboardInterestsItem_interesse on Interesse {
    id
    status
    mensagem
    dataInteresse
    vaga {
      id
      titulo
      localizacao
    }
    empresa {
      nomeEmpresa
      logoUrl
    }
  }
`;

const Item = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.md};
  }
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

function InterestItem({ interesse }: { interesse: CandidateDashboardInterestsItem_interesse$key }) {
  const data = useFragment(itemFragment, interesse);
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
          <Badge $tone="brand">
            <Heart size={12} aria-hidden />
            Interessada
          </Badge>
          <CandidateInterestDecisionBadge status={data.status} short />
        </Badges>
        {data.mensagem && (
          <Message>
            <p title={data.mensagem}>“{data.mensagem}”</p>
          </Message>
        )}
        <CandidateMeta>
          <li>
            <MapPin size={14} aria-hidden />
            {data.vaga.localizacao || "Remoto"}
          </li>
          <li>
            <CalendarDays size={14} aria-hidden />
            <CandidateRelativeTime iso={data.dataInteresse} />
          </li>
        </CandidateMeta>
        <CandidateActions>
          <ButtonLink to={`/jobs/${fromGlobalId(data.vaga.id)}`} $variant="outline" $size="sm">
            <ExternalLink size={16} aria-hidden />
            Ver Vaga
          </ButtonLink>
          {data.status === "PENDENTE" && (
            <CandidateRespondDialog id={data.id} nomeEmpresa={data.empresa.nomeEmpresa} titulo={data.vaga.titulo} mensagem={data.mensagem} />
          )}
        </CandidateActions>
      </Body>
    </Item>
  );
}

/** 'Empresas Interessadas' on the candidate's dashboard: the three newest expressions of interest. */
export function CandidateDashboardInterests({ candidato }: { candidato: CandidateDashboardInterests_candidato$key }) {
  const data = useFragment(fragment, candidato);
  const { totalCount, edges } = data.interessesRecebidos;
  const headingId = "empresas-interessadas";
  return (
    <CandidatePanel aria-labelledby={headingId} data-testid="dashboard-interests">
      <CandidatePanelHeader id={headingId} icon={Building2} title="Empresas Interessadas" count={totalCount} />
      {edges.length === 0 ? (
        <CandidateEmptyState
          icon={Heart}
          title="Nenhuma empresa demonstrou interesse ainda"
          text="Perfis completos chamam mais a atenção das empresas."
          action={
            <ButtonLink to="/profile/candidate" $size="sm">
              <UserRound size={16} aria-hidden />
              Completar Perfil
            </ButtonLink>
          }
        />
      ) : (
        <CandidatePanelList>
          {edges.map(({ node }) => (
            <InterestItem key={node.id} interesse={node} />
          ))}
        </CandidatePanelList>
      )}
      {totalCount > SHOWN && (
        <CandidatePanelFooter>
          <ButtonLink to="/candidate/interests" $variant="secondary" $size="sm">
            Ver todos os interesses
            <ArrowRight size={16} aria-hidden />
          </ButtonLink>
        </CandidatePanelFooter>
      )}
    </CandidatePanel>
  );
}
