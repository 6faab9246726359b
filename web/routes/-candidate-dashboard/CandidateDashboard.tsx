import { Bell, Briefcase, FileText, Heart, UserRound } from "lucide-react";
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import styled from "styled-components";
import { Container, PageMain } from "../../components/Card.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { StatTile, TileGrid } from "../../components/StatTile.tsx";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { candidateDashboardRoute } from "../dashboard.candidate.tsx";
import { candidateDashboardQuery } from "./CandidateDashboardQuery.ts";
import type { CandidateDashboardQuery } from "./__generated__/CandidateDashboardQuery.graphql";
import type { CandidateDashboardHeader_candidate$key } from "./__generated__/CandidateDashboardHeader_candidate.graphql";
import type { CandidateDashboardTiles_candidate$key } from "./__generated__/CandidateDashboardTiles_candidate.graphql";
import { CandidateDashboardApplications } from "./CandidateDashboardApplications.tsx";
import { CandidateDashboardInterests } from "./CandidateDashboardInterests.tsx";
import { CandidateRecommendedJobs } from "./CandidateRecommendedJobs.tsx";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";

const firstName = (fullName: string | null | undefined) => fullName?.trim().split(/\s+/)[0] || "Candidato";

function CandidateDashboardHeader({ candidate }: { candidate: CandidateDashboardHeader_candidate$key }) {
  const data = useFragment(
    graphql`
      fragment CandidateDashboardHeader_candidate on Candidato {
        nomeCompleto
      }
    `,
    candidate,
  );
  useDocumentTitle("Dashboard do Candidato");
  return (
    <PageHeader
      title={`Olá, ${firstName(data.nomeCompleto)}`}
      subtitle="Acompanhe suas candidaturas e descubra novas oportunidades."
    />
  );
}

function CandidateDashboardTiles({ candidate }: { candidate: CandidateDashboardTiles_candidate$key }) {
  const data = useFragment(
    graphql`
      fragment CandidateDashboardTiles_candidate on Candidato {
        activeApplicationCount @required(action: THROW)
        interestCount @required(action: THROW)
        alertasVagas @required(action: THROW) {
          ativo
        }
      }
    `,
    candidate,
  );
  return (
    <TileGrid>
      <StatTile icon={UserRound} title="Meu Perfil" caption="Complete seu perfil" to="/profile/candidate" />
      <StatTile icon={Briefcase} title="Buscar Vagas" caption="Novas oportunidades" to="/jobs" />
      <StatTile icon={FileText} title="Candidaturas" value={data.activeApplicationCount} caption="ativas" to="/candidate/applications" />
      <StatTile icon={Heart} title="Empresas Interessadas" value={data.interestCount} caption="manifestações" to="/candidate/interests" />
      <StatTile
        icon={Bell}
        title="Alertas de vagas"
        value={data.alertasVagas.filter((alert) => alert.ativo).length}
        caption="ativos"
        to="/candidate/alertas"
      />
    </TileGrid>
  );
}

/** 'Minhas Candidaturas' beside 'Empresas Interessadas'; stacked on tablets and phones. */
const Panels = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

function Content({ queryRef }: { queryRef: PreloadedQuery<CandidateDashboardQuery> }) {
  const { viewer } = usePreloadedQuery<CandidateDashboardQuery>(candidateDashboardQuery, queryRef);
  const candidate = viewer?.candidato;
  if (!candidate) return <AccessDenied />;
  return (
    <PageMain>
      <Container>
        <CandidateDashboardHeader candidate={candidate} />
        <CandidateDashboardTiles candidate={candidate} />
        <Panels>
          <CandidateDashboardApplications candidate={candidate} />
          <CandidateDashboardInterests candidate={candidate} />
        </Panels>
        <CandidateRecommendedJobs candidate={candidate} />
      </Container>
    </PageMain>
  );
}

export function CandidateDashboard() {
  const queryRef = candidateDashboardRoute.useLoaderData();
  return queryRef ? <Content queryRef={queryRef} /> : <AccessDenied />;
}
