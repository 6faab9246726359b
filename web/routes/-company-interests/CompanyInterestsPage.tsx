import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { CompanyDashboardBackLink } from "../../components/BackLink.tsx";
import { ListPage } from "../../components/PageHeader.tsx";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";
import { companyInterestsRoute } from "../company.interesses.tsx";
import { companyInterestsQuery } from "./CompanyInterestsQuery.ts";
import type { CompanyInterestsQuery } from "./__generated__/CompanyInterestsQuery.graphql";
import { CompanyInterestsList, interestCountText } from "./CompanyInterestsList.tsx";

function Content({ queryRef }: { queryRef: PreloadedQuery<CompanyInterestsQuery> }) {
  const { viewer } = usePreloadedQuery<CompanyInterestsQuery>(companyInterestsQuery, queryRef);
  useDocumentTitle("Interesses Enviados");
  const company = viewer?.empresa;
  if (!company) return <AccessDenied />;
  return (
    <ListPage
      title="Interesses Enviados"
      back={<CompanyDashboardBackLink />}
      subtitle={
        company.sentInterestCount > 0
          ? `${interestCountText(company.sentInterestCount)}: acompanhe quem aceitou ou recusou.`
          : "Os candidatos em quem você demonstrar interesse aparecem aqui."
      }
    >
      <CompanyInterestsList company={company} />
    </ListPage>
  );
}

/** /company/interesses: every interest the company has sent (spec §2, company lists). */
export function CompanyInterestsPage() {
  const queryRef = companyInterestsRoute.useLoaderData();
  return queryRef ? <Content queryRef={queryRef} /> : <AccessDenied />;
}
