import { ArrowLeft } from "lucide-react";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Container, PageMain } from "../../components/Card.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { BackLink } from "../-job-applicants/JobApplicantsHeader.tsx";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";
import { companyInterestsQuery, companyInterestsRoute } from "../company.interesses.tsx";
import type { companyInteressesQuery } from "../__generated__/companyInteressesQuery.graphql";
import { CompanyInterestsList, interestsText } from "./CompanyInterestsList.tsx";

function Content({ queryRef }: { queryRef: PreloadedQuery<companyInteressesQuery> }) {
  const { viewer } = usePreloadedQuery<companyInteressesQuery>(companyInterestsQuery, queryRef);
  useDocumentTitle("Interesses Enviados");
  const empresa = viewer?.empresa;
  if (!empresa) return <AccessDenied />;
  return (
    <PageMain>
      <Container>
        <BackLink to="/dashboard/company" $variant="ghost" $size="sm">
          <ArrowLeft size={18} aria-hidden />
          Voltar ao dashboard
        </BackLink>
        <PageHeader
          title="Interesses Enviados"
          subtitle={
            empresa.sentInterestCount > 0
              ? `${interestsText(empresa.sentInterestCount)}: acompanhe quem aceitou ou recusou.`
              : "Os candidatos em quem você demonstrar interesse aparecem aqui."
          }
        />
        <CompanyInterestsList empresa={empresa} />
      </Container>
    </PageMain>
  );
}

/** /company/interesses: every interest the company has sent (spec §2, company lists). */
export function CompanyInterestsPage() {
  const queryRef = companyInterestsRoute.useLoaderData();
  return queryRef ? <Content queryRef={queryRef} /> : <AccessDenied />;
}
