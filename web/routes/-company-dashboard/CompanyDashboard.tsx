import { BarChart3, Building2, Briefcase, Heart, Inbox, Plus, Search } from "lucide-react";
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import styled from "styled-components";
import { ButtonLink } from "../../components/Button.tsx";
import { Container, PageMain } from "../../components/Card.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { StatTile, TileGrid } from "../../components/StatTile.tsx";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { companyDashboardRoute } from "../dashboard.company.tsx";
import { companyDashboardQuery } from "./CompanyDashboardQuery.ts";
import type { CompanyDashboardQuery } from "./__generated__/CompanyDashboardQuery.graphql";
import type { CompanyDashboardHeader_company$key } from "./__generated__/CompanyDashboardHeader_company.graphql";
import type { CompanyDashboardTiles_company$key } from "./__generated__/CompanyDashboardTiles_company.graphql";
import { CompanyJobList } from "./CompanyJobList.tsx";
import { CompanyRecentApplications } from "./CompanyRecentApplications.tsx";
import { CompanyRecentInterests } from "./CompanyRecentInterests.tsx";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";

/** 'Minhas Vagas' with the side panels beside it on wide screens; below it on tablets and phones. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 360px;
  align-items: start;
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
  min-width: 0;
  @media (min-width: calc(${({ theme }) => theme.breakpoints.tablet} + 1px)) {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.md});
  }
  /* Below the list on tablets: side by side while there is room for two. */
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) and (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

function CompanyDashboardHeader({ company, email }: { company: CompanyDashboardHeader_company$key | null; email: string }) {
  const data = useFragment(
    graphql`
      fragment CompanyDashboardHeader_company on Empresa {
        nomeEmpresa
      }
    `,
    company,
  );
  useDocumentTitle("Dashboard da Empresa");
  return (
    <PageHeader
      title="Dashboard da Empresa"
      subtitle={`Bem-vindo(a), ${data?.nomeEmpresa || email}! Gerencie suas vagas e encontre os melhores talentos.`}
      actions={
        <ButtonLink to="/jobs/create">
          <Plus size={18} aria-hidden />
          Nova Vaga
        </ButtonLink>
      }
    />
  );
}

function CompanyDashboardTiles({ company }: { company: CompanyDashboardTiles_company$key }) {
  const data = useFragment(
    graphql`
      fragment CompanyDashboardTiles_company on Empresa {
        sentInterestCount @required(action: THROW)
        receivedApplicationCount @required(action: THROW)
        activeJobCount @required(action: THROW)
      }
    `,
    company,
  );
  return (
    <TileGrid>
      <StatTile icon={Building2} title="Perfil" caption="Dados da empresa" to="/profile/company" />
      <StatTile icon={Heart} title="Interesses" value={data.sentInterestCount} caption="candidatos contatados" to="/company/interesses" />
      <StatTile icon={Inbox} title="Candidaturas" value={data.receivedApplicationCount} caption="recebidas" to="/company/candidaturas" />
      <StatTile icon={Briefcase} title="Vagas Ativas" value={data.activeJobCount} caption="publicadas agora" />
      <StatTile icon={Search} title="Buscar Candidatos" caption="Encontre talentos" to="/candidatos/buscar" />
      <StatTile icon={BarChart3} title="Análises" caption="Visualizações e funil das vagas" to="/company/analytics" />
    </TileGrid>
  );
}

function Content({ queryRef }: { queryRef: PreloadedQuery<CompanyDashboardQuery> }) {
  const data = usePreloadedQuery<CompanyDashboardQuery>(companyDashboardQuery, queryRef);
  const { viewer } = data;
  const company = viewer?.empresa;
  if (!viewer || !company) return <AccessDenied />;
  return (
    <PageMain>
      <Container>
        <CompanyDashboardHeader company={company} email={viewer.email} />
        <CompanyDashboardTiles company={company} />
        <Columns>
          <CompanyJobList query={data} />
          <Aside aria-label="Atividade recente">
            <CompanyRecentApplications company={company} />
            <CompanyRecentInterests company={company} />
          </Aside>
        </Columns>
      </Container>
    </PageMain>
  );
}

export function CompanyDashboard() {
  const queryRef = companyDashboardRoute.useLoaderData();
  return queryRef ? <Content queryRef={queryRef} /> : <AccessDenied />;
}
