import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { CompanyDashboardBackLink } from "../../components/BackLink.tsx";
import { ListPage } from "../../components/PageHeader.tsx";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";
import { companyApplicationsRoute } from "../company.candidaturas.tsx";
import { companyApplicationsQuery } from "./CompanyApplicationsQuery.ts";
import type { CompanyApplicationsQuery } from "./__generated__/CompanyApplicationsQuery.graphql";
import { applicationCountText, CompanyApplicationsList } from "./CompanyApplicationsList.tsx";

function Content({ queryRef }: { queryRef: PreloadedQuery<CompanyApplicationsQuery> }) {
  const { viewer } = usePreloadedQuery<CompanyApplicationsQuery>(companyApplicationsQuery, queryRef);
  useDocumentTitle("Candidaturas Recebidas");
  const company = viewer?.empresa;
  if (!company) return <AccessDenied />;
  return (
    <ListPage
      title="Candidaturas Recebidas"
      back={<CompanyDashboardBackLink />}
      subtitle={
        company.receivedApplicationCount > 0
          ? `${applicationCountText(company.receivedApplicationCount)} em todas as suas vagas, das mais recentes às mais antigas.`
          : "Todas as candidaturas às suas vagas aparecem aqui."
      }
    >
      <CompanyApplicationsList company={company} />
    </ListPage>
  );
}

/** /company/candidaturas: every application the company has received (spec §2, company lists). */
export function CompanyApplicationsPage() {
  const queryRef = companyApplicationsRoute.useLoaderData();
  return queryRef ? <Content queryRef={queryRef} /> : <AccessDenied />;
}
