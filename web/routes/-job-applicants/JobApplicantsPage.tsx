import { SearchX } from "lucide-react";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { ButtonLink } from "../../components/Button.tsx";
import { Container, PageMain } from "../../components/Card.tsx";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { StatusMessage } from "../../components/StatusMessage.tsx";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";
import { jobApplicantsQuery, jobApplicantsRoute } from "../jobs.$id.candidatos.tsx";
import type { jobsIdCandidatosQuery } from "../__generated__/jobsIdCandidatosQuery.graphql";
import { JobApplicantsHeader } from "./JobApplicantsHeader.tsx";
import { JobApplicantsList } from "./JobApplicantsList.tsx";

function JobNotFound() {
  useDocumentTitle("Vaga não encontrada");
  return (
    <StatusMessage
      icon={<SearchX size={36} />}
      title="Vaga não encontrada"
      text="Esta vaga não existe ou foi removida. Confira o link ou volte para o dashboard."
      action={<ButtonLink to="/dashboard/company">Voltar ao dashboard</ButtonLink>}
    />
  );
}

const isForbidden = (errors: ReadonlyArray<unknown>) =>
  errors.some((error) => (error as { extensions?: { code?: unknown } } | null)?.extensions?.code === "FORBIDDEN");

const otherCompany = "Esta vaga pertence a outra empresa: só quem a publicou vê seus candidatos.";

function Content({ queryRef }: { queryRef: PreloadedQuery<jobsIdCandidatosQuery> }) {
  const { vaga: result } = usePreloadedQuery<jobsIdCandidatosQuery>(jobApplicantsQuery, queryRef);
  const vaga = result.ok ? result.value : null;
  useDocumentTitle(vaga ? `Candidatos · ${vaga.titulo}` : null);

  if (!result.ok) {
    if (isForbidden(result.errors)) return <AccessDenied text={otherCompany} />;
    throw new Error("Não foi possível carregar os candidatos");
  }
  if (!vaga) return <JobNotFound />;
  if (!vaga.viewerIsOwner) return <AccessDenied text={otherCompany} />;

  return (
    <PageMain>
      <Container>
        <JobApplicantsHeader vaga={vaga} />
        <JobApplicantsList vaga={vaga} />
      </Container>
    </PageMain>
  );
}

/** /jobs/{id}/candidatos: the applicants of one of the company's jobs, to review and move along. */
export function JobApplicantsPage() {
  const data = jobApplicantsRoute.useLoaderData();
  if (data.access === "denied") return <AccessDenied />;
  if (data.access === "missing") return <JobNotFound />;
  return <Content queryRef={data.queryRef} />;
}
