import { ArrowLeft } from "lucide-react";
import { lazy, Suspense } from "react";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import styled from "styled-components";
import { BackLink } from "../../components/BackLink.tsx";
import { Container, PageMain } from "../../components/Card.tsx";
import { dashboardPath } from "../../session.ts";
import { jobPageName } from "../../../shared/pageTitles.ts";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";
import { jobRoute } from "../jobs.$id.tsx";
import { jobQuery } from "./jobsIdQuery.ts";
import type { jobsIdQuery } from "./__generated__/jobsIdQuery.graphql";
import { ApplyAction } from "./ApplyAction.tsx";
import { JobDetails } from "./JobDetails.tsx";
import { JobHeader } from "./JobHeader.tsx";
import { JobNotFound } from "./JobNotFound.tsx";
import { JobSummary } from "./JobSummary.tsx";
import { useJobViewBeacon } from "./useJobViewBeacon.ts";

// After the page's own code (see SaveJobButton); the server's HTML shows it meanwhile.
const SaveJobButton = lazy(() => import("../../features/jobs/SaveJobButton.tsx").then((module) => ({ default: module.SaveJobButton })));

const Main = styled(PageMain)`
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding-top: ${({ theme }) => theme.space.md};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  grid-template-areas: "details summary";
  align-items: start;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
  & > aside {
    grid-area: summary;
    position: sticky;
    top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.md});
  }
  & > div { grid-area: details; }
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: "summary" "details";
    gap: ${({ theme }) => theme.space.md};
    margin-top: ${({ theme }) => theme.space.md};
    & > aside { position: static; }
  }
`;

function Content({ queryRef }: { queryRef: PreloadedQuery<jobsIdQuery> }) {
  const { viewer, vaga: job } = usePreloadedQuery<jobsIdQuery>(jobQuery, queryRef);
  const { id } = jobRoute.useParams();
  useDocumentTitle(job ? jobPageName(job.titulo, job.empresa.nomeEmpresa) : null);
  useJobViewBeacon(job ? id : null);
  if (!job) return <JobNotFound />;
  const role = viewer?.userType ?? null;

  return (
    <Main>
      <Container>
        <BackLink to={role ? dashboardPath(role) : "/jobs"}>
          <ArrowLeft size={18} aria-hidden />
          Voltar
        </BackLink>
        <JobHeader
          job={job}
          actions={
            <>
              <ApplyAction job={job} role={role} />
              <Suspense fallback={null}>
                <SaveJobButton job={job} userType={role} withText size="lg" />
              </Suspense>
            </>
          }
        />
        <Grid>
          <aside>
            <JobSummary job={job} />
          </aside>
          <div>
            <JobDetails job={job} />
          </div>
        </Grid>
      </Container>
    </Main>
  );
}

/** /jobs/$id: the public job page, with the apply flow for candidates. */
export function JobPage() {
  const queryRef = jobRoute.useLoaderData();
  return queryRef ? <Content queryRef={queryRef} /> : <JobNotFound />;
}
