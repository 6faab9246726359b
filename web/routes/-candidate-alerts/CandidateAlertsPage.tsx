import { Suspense } from "react";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { CandidateDashboardBackLink } from "../../components/BackLink.tsx";
import { CardListSkeleton } from "../../components/CardListSkeleton.tsx";
import { ListPage } from "../../components/PageHeader.tsx";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";
import { candidateAlertsRoute } from "../candidate.alertas.tsx";
import type { CandidateAlertsQuery } from "./__generated__/CandidateAlertsQuery.graphql";
import { CandidateAlertsList } from "./CandidateAlertsList.tsx";
import { alertsQuery } from "./CandidateAlertsQuery.ts";

function Content({ queryRef }: { queryRef: PreloadedQuery<CandidateAlertsQuery> }) {
  const { viewer } = usePreloadedQuery<CandidateAlertsQuery>(alertsQuery, queryRef);
  if (!viewer?.candidato) return <AccessDenied />;
  return <CandidateAlertsList candidate={viewer.candidato} />;
}

/** /candidate/alertas: the searches the signed-in candidate is told of new jobs for (CANDIDATO only). */
export function CandidateAlertsPage() {
  const queryRef = candidateAlertsRoute.useLoaderData();
  useDocumentTitle(queryRef ? "Alertas de vagas" : null);
  if (!queryRef) return <AccessDenied />;
  return (
    <ListPage
      title="Alertas de vagas"
      subtitle="As buscas que você salvou: avisamos você, nas notificações, quando surgem vagas novas para cada uma."
      actions={<CandidateDashboardBackLink />}
    >
      <Suspense fallback={<CardListSkeleton label="Carregando alertas…" testId="alerts-skeleton" />}>
        <Content queryRef={queryRef} />
      </Suspense>
    </ListPage>
  );
}
