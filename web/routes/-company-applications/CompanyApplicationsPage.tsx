import { ArrowLeft } from "lucide-react";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Container, PageMain } from "../../components/Card.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { BackLink } from "../-job-applicants/JobApplicantsHeader.tsx";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";
import { companyApplicationsQuery, companyApplicationsRoute } from "../company.candidaturas.tsx";
import type { companyCandidaturasQuery } from "../__generated__/companyCandidaturasQuery.graphql";
import { applicationsText, CompanyApplicationsList } from "./CompanyApplicationsList.tsx";

function Content({ queryRef }: { queryRef: PreloadedQuery<companyCandidaturasQuery> }) {
  const { viewer } = usePreloadedQuery<companyCandidaturasQuery>(companyApplicationsQuery, queryRef);
  useDocumentTitle("Candidaturas Recebidas");
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
          title="Candidaturas Recebidas"
          subtitle={
            empresa.receivedApplicationCount > 0
              ? `${applicationsText(empresa.receivedApplicationCount)} em todas as suas vagas, das mais recentes às mais antigas.`
              : "Todas as candidaturas às suas vagas aparecem aqui."
          }
        />
        <CompanyApplicationsList empresa={empresa} />
      </Container>
    </PageMain>
  );
}

/** /company/candidaturas: every application the company has received (spec §2, company lists). */
export function CompanyApplicationsPage() {
  const queryRef = companyApplicationsRoute.useLoaderData();
  return queryRef ? <Content queryRef={queryRef} /> : <AccessDenied />;
}
