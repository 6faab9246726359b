import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { CandidateDashboardBackLink } from "../../components/BackLink.tsx";
import { ListPage } from "../../components/PageHeader.tsx";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { candidateApplicationsRoute } from "../candidate.applications.tsx";
import { applicationsQuery } from "./CandidateApplicationsQuery.ts";
import type { CandidateApplicationsQuery } from "./__generated__/CandidateApplicationsQuery.graphql";
import { CandidateApplicationsList } from "./CandidateApplicationsList.tsx";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";

function Content({ queryRef }: { queryRef: PreloadedQuery<CandidateApplicationsQuery> }) {
  const { viewer } = usePreloadedQuery<CandidateApplicationsQuery>(applicationsQuery, queryRef);
  useDocumentTitle(viewer?.candidato ? "Minhas Candidaturas" : null);
  if (!viewer?.candidato) return <AccessDenied />;
  return (
    <ListPage
      title="Minhas Candidaturas"
      subtitle="Acompanhe o andamento de cada candidatura que você enviou."
      actions={<CandidateDashboardBackLink />}
    >
      <CandidateApplicationsList candidate={viewer.candidato} />
    </ListPage>
  );
}

/** /candidate/applications: every application of the signed-in candidate (CANDIDATO only). */
export function CandidateApplicationsPage() {
  const queryRef = candidateApplicationsRoute.useLoaderData();
  return queryRef ? <Content queryRef={queryRef} /> : <AccessDenied />;
}
