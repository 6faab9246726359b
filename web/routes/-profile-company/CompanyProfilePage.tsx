import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import styled from "styled-components";
import { Container, PageMain } from "../../components/Card.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";
import { companyProfileRoute } from "../profile.company.tsx";
import { companyProfileQuery } from "./ProfileCompanyQuery.ts";
import type { ProfileCompanyQuery } from "./__generated__/ProfileCompanyQuery.graphql";
import { CompanyProfileForm } from "./CompanyProfileForm.tsx";
import { CompanyProfileLogo } from "./CompanyProfileLogo.tsx";

const Narrow = styled(Container)`
  max-width: 920px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  & > header { margin-bottom: 0; }
`;

function Content({ queryRef }: { queryRef: PreloadedQuery<ProfileCompanyQuery> }) {
  const { viewer } = usePreloadedQuery<ProfileCompanyQuery>(companyProfileQuery, queryRef);
  const company = viewer?.empresa;
  if (!company) return <AccessDenied />;
  return (
    <PageMain>
      <Narrow>
        <PageHeader title="Perfil da Empresa" subtitle="Mantenha os dados da empresa atualizados: eles aparecem nas suas vagas." />
        <CompanyProfileLogo company={company} />
        <CompanyProfileForm company={company} />
      </Narrow>
    </PageMain>
  );
}

/** /profile/company: the company edits its logo and profile. Other accounts see 'Acesso negado'. */
export function CompanyProfilePage() {
  const queryRef = companyProfileRoute.useLoaderData();
  useDocumentTitle("Perfil da Empresa");
  return queryRef ? <Content queryRef={queryRef} /> : <AccessDenied />;
}
