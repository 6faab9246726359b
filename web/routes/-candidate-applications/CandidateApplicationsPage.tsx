import { ArrowLeft } from "lucide-react";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { ButtonLink } from "../../components/Button.tsx";
import { Container, PageMain } from "../../components/Card.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { candidateApplicationsQuery, candidateApplicationsRoute } from "../candidate.applications.tsx";
import type { candidateApplicationsQuery as CandidateApplicationsQuery } from "../__generated__/candidateApplicationsQuery.graphql";
import { CandidateApplicationsList } from "./CandidateApplicationsList.tsx";

function Content({ queryRef }: { queryRef: PreloadedQuery<CandidateApplicationsQuery> }) {
  const { viewer } = usePreloadedQuery<CandidateApplicationsQuery>(candidateApplicationsQuery, queryRef);
  if (!viewer?.candidato) return <AccessDenied />;
  return (
    <PageMain>
      <Container>
        <PageHeader
          title="Minhas Candidaturas"
          subtitle="Acompanhe o andamento de cada candidatura que você enviou."
          actions={
            <ButtonLink to="/dashboard/candidate" $variant="outline">
              <ArrowLeft size={18} aria-hidden />
              Voltar ao Dashboard
            </ButtonLink>
          }
        />
        <CandidateApplicationsList candidato={viewer.candidato} />
      </Container>
    </PageMain>
  );
}

/** /candidate/applications: every application of the signed-in candidate (CANDIDATO only). */
export function CandidateApplicationsPage() {
  const queryRef = candidateApplicationsRoute.useLoaderData();
  return queryRef ? <Content queryRef={queryRef} /> : <AccessDenied />;
}
