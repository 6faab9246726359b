import { Suspense } from "react";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { CandidateDashboardBackLink } from "../../components/BackLink.tsx";
import { CardListSkeleton } from "../../components/CardListSkeleton.tsx";
import { ListPage } from "../../components/PageHeader.tsx";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";
import { candidateSavedJobsRoute } from "../candidate.salvas.tsx";
import type { CandidateSavedJobsQuery } from "./__generated__/CandidateSavedJobsQuery.graphql";
import { CandidateSavedJobsList } from "./CandidateSavedJobsList.tsx";
import { savedJobsQuery } from "./CandidateSavedJobsQuery.ts";

function Content({ queryRef }: { queryRef: PreloadedQuery<CandidateSavedJobsQuery> }) {
  const { viewer } = usePreloadedQuery<CandidateSavedJobsQuery>(savedJobsQuery, queryRef);
  if (!viewer?.candidato) return <AccessDenied />;
  return <CandidateSavedJobsList candidate={viewer.candidato} />;
}

/** /candidate/salvas: the jobs the signed-in candidate saved, with where each stands now (CANDIDATO only). */
export function CandidateSavedJobsPage() {
  const queryRef = candidateSavedJobsRoute.useLoaderData();
  useDocumentTitle(queryRef ? "Vagas Salvas" : null);
  if (!queryRef) return <AccessDenied />;
  return (
    <ListPage
      title="Vagas Salvas"
      subtitle="As vagas que você guardou para ver depois, com a situação atual de cada uma."
      actions={<CandidateDashboardBackLink />}
    >
      <Suspense fallback={<CardListSkeleton label="Carregando vagas salvas…" testId="saved-jobs-skeleton" />}>
        <Content queryRef={queryRef} />
      </Suspense>
    </ListPage>
  );
}
