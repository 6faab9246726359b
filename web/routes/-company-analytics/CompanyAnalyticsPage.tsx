import { AlertCircle, Briefcase, Plus } from "lucide-react";
import { Suspense } from "react";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { ButtonLink } from "../../components/Button.tsx";
import { CompanyDashboardBackLink } from "../../components/BackLink.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { ListPage } from "../../components/PageHeader.tsx";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";
import { formatCalendarDate } from "../../format.ts";
import { companyAnalyticsRoute } from "../company.analytics.tsx";
import { AnalyticsCharts } from "./AnalyticsCharts.tsx";
import { AnalyticsFilters } from "./AnalyticsFilters.tsx";
import { AnalyticsSkeleton } from "./AnalyticsSkeleton.tsx";
import { AnalyticsTiles } from "./AnalyticsTiles.tsx";
import { companyAnalyticsJobsQuery, companyAnalyticsQuery } from "./CompanyAnalyticsQuery.ts";
import { parseAnalyticsSearch, periodOf, resultsKey, type AnalyticsChoice, type AnalyticsSearch } from "./searchParams.ts";
import type { CompanyAnalyticsJobsQuery } from "./__generated__/CompanyAnalyticsJobsQuery.graphql";
import type { CompanyAnalyticsQuery } from "./__generated__/CompanyAnalyticsQuery.graphql";

const title = "Análises";

/** The numbers of the chosen period and job; an error (a job deleted meanwhile, a bad link's dates) in their place. */
function Results({ queryRef }: { queryRef: PreloadedQuery<CompanyAnalyticsQuery> }) {
  const { analiseVagas: result } = usePreloadedQuery<CompanyAnalyticsQuery>(companyAnalyticsQuery, queryRef);
  if (!result.data) {
    return (
      <EmptyState icon={AlertCircle} title="Não foi possível mostrar estes números" live>
        {result.message ?? "Ocorreu um erro inesperado."}
      </EmptyState>
    );
  }
  return (
    <div data-testid="analytics-results">
      <AnalyticsTiles analytics={result.data} />
      <AnalyticsCharts analytics={result.data} />
    </div>
  );
}

interface ContentProps {
  jobsRef: PreloadedQuery<CompanyAnalyticsJobsQuery>;
  analyticsRef: PreloadedQuery<CompanyAnalyticsQuery>;
  search: AnalyticsSearch;
  choice: AnalyticsChoice;
}

function Content({ jobsRef, analyticsRef, search, choice }: ContentProps) {
  const { viewer } = usePreloadedQuery<CompanyAnalyticsJobsQuery>(companyAnalyticsJobsQuery, jobsRef);
  const company = viewer?.empresa;
  if (!company) return <AccessDenied />;
  if (company.jobCount?.totalCount === 0) return <NoJobsYet />;
  return (
    <>
      <AnalyticsFilters company={company} choice={choice} period={periodOf(choice)} />
      {/* A new choice mounts a new boundary: its skeleton shows until its numbers arrive. */}
      <Suspense key={resultsKey(search)} fallback={<AnalyticsSkeleton />}>
        <Results queryRef={analyticsRef} />
      </Suspense>
    </>
  );
}

/** /company/analytics: views, applications, conversion and the funnel of the company's jobs over a period. */
export function CompanyAnalyticsPage() {
  const refs = companyAnalyticsRoute.useLoaderData();
  const search = companyAnalyticsRoute.useSearch();
  const choice = parseAnalyticsSearch(search);
  useDocumentTitle(title);
  if (!refs) return <AccessDenied />;
  const { de, ate } = periodOf(choice);
  return (
    <ListPage title={title} back={<CompanyDashboardBackLink />} subtitle={`De ${formatCalendarDate(de)} a ${formatCalendarDate(ate)}, em dias do horário de Brasília.`}>
      <Suspense fallback={<AnalyticsSkeleton withFilters />}>
        <Content jobsRef={refs.jobs} analyticsRef={refs.analytics} search={search} choice={choice} />
      </Suspense>
    </ListPage>
  );
}

/** A company without jobs has nothing to measure yet. */
function NoJobsYet() {
  return (
    <EmptyState
      icon={Briefcase}
      title="Publique uma vaga para ver suas análises"
      action={
        <ButtonLink to="/jobs/create">
          <Plus size={18} aria-hidden />
          Nova Vaga
        </ButtonLink>
      }
    >
      As visualizações das suas vagas, as candidaturas e o andamento do processo seletivo aparecem aqui.
    </EmptyState>
  );
}
