import { SearchX } from "lucide-react";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { ButtonLink } from "../../components/Button.tsx";
import { Container, PageMain } from "../../components/Card.tsx";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { StatusMessage } from "../../components/StatusMessage.tsx";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";
import { jobApplicationsRoute } from "../jobs.$id.candidatos.tsx";
import { jobApplicationsQuery } from "./JobApplicationsQuery.ts";
import type { JobApplicationsQuery } from "./__generated__/JobApplicationsQuery.graphql";
import { JobApplicationsHeader } from "./JobApplicationsHeader.tsx";
import { JobApplicationsList } from "./JobApplicationsList.tsx";

function JobNotFound() {
  useDocumentTitle("Vaga não encontrada");
  return (
    <StatusMessage
      icon={<SearchX size={36} />}
      title="Vaga não encontrada"
      text="Esta vaga não existe ou foi removida. Confira o link ou volte para o dashboard."
      action={<ButtonLink to="/dashboard/company">Voltar ao Dashboard</ButtonLink>}
    />
  );
}

const isForbidden = (errors: ReadonlyArray<unknown>) =>
  errors.some((error) => (error as { extensions?: { code?: unknown } } | null)?.extensions?.code === "FORBIDDEN");

const otherCompany = "Esta vaga pertence a outra empresa: só quem a publicou vê seus candidatos.";

function Content({ queryRef }: { queryRef: PreloadedQuery<JobApplicationsQuery> }) {
  const { vaga: result } = usePreloadedQuery<JobApplicationsQuery>(jobApplicationsQuery, queryRef);
  const job = result.ok ? result.value : null;
  useDocumentTitle(job ? `Candidatos · ${job.titulo}` : null);

  if (!result.ok) {
    if (isForbidden(result.errors)) return <AccessDenied text={otherCompany} />;
    throw new Error("Não foi possível carregar os candidatos");
  }
  if (!job) return <JobNotFound />;
  if (!job.viewerIsOwner) return <AccessDenied text={otherCompany} />;

  return (
    <PageMain>
      <Container>
        <JobApplicationsHeader job={job} />
        <JobApplicationsList job={job} />
      </Container>
    </PageMain>
  );
}

/** /jobs/{id}/candidatos: the applications to one of the company's jobs, to review and move along. */
export function JobApplicationsPage() {
  const data = jobApplicationsRoute.useLoaderData();
  if (data.access === "denied") return <AccessDenied />;
  if (data.access === "missing") return <JobNotFound />;
  return <Content queryRef={data.queryRef} />;
}
