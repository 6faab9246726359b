import { useCanGoBack, useNavigate, useRouter } from "@tanstack/react-router";
import { ArrowLeft, Heart, UserX } from "lucide-react";
import { useEffect } from "react";
import { usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from "react-relay";
import styled from "styled-components";
import { BackButton as Back } from "../../components/BackLink.tsx";
import { Button, ButtonLink } from "../../components/Button.tsx";
import { Container, PageMain } from "../../components/Card.tsx";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { StatusMessage } from "../../components/StatusMessage.tsx";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";
import { markApplicationViewed } from "../../features/applications/useViewApplicationMutation.ts";
import { InterestDialog } from "../../features/interests/InterestDialog.tsx";
import { recordProfileView } from "../../features/notifications/recordProfileView.ts";
import { toGlobalId } from "../../relay/ids.ts";
import { candidateViewRoute } from "../candidatos.$candidateId.profile.tsx";
import { candidateViewQuery } from "./CandidateViewQuery.ts";
import type { CandidateViewQuery } from "./__generated__/CandidateViewQuery.graphql";
import { CandidateViewCourses } from "./CandidateViewCourses.tsx";
import { CandidateViewEducation } from "./CandidateViewEducation.tsx";
import { CandidateViewExperience } from "./CandidateViewExperience.tsx";
import { CandidateViewHeader } from "./CandidateViewHeader.tsx";
import { CandidateViewLanguages } from "./CandidateViewLanguages.tsx";
import { CandidateViewSkills } from "./CandidateViewSkills.tsx";

const Main = styled(PageMain)`
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding-top: ${({ theme }) => theme.space.md};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  align-items: start;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
    margin-top: ${({ theme }) => theme.space.md};
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    gap: ${({ theme }) => theme.space.md};
  }
`;

/** Back where the company came from (the search, an application…), or to the search on a fresh tab. */
function BackButton() {
  const canGoBack = useCanGoBack();
  const router = useRouter();
  const navigate = useNavigate();
  const { viewer } = candidateViewRoute.useRouteContext();
  return (
    <Back
      type="button"
      onClick={() => {
        if (canGoBack) router.history.back();
        else void navigate({ to: viewer.userType === "EMPRESA" ? "/candidatos/buscar" : "/profile/candidate" });
      }}
    >
      <ArrowLeft size={18} aria-hidden />
      Voltar
    </Back>
  );
}

function ProfileNotFound() {
  useDocumentTitle("Perfil não encontrado");
  return (
    <StatusMessage
      icon={<UserX size={36} />}
      title="Perfil não encontrado"
      text="Este perfil não existe ou foi removido. Confira o link ou volte para o painel."
      action={<ButtonLink to="/dashboard/company">Voltar ao Dashboard</ButtonLink>}
    />
  );
}

const isForbidden = (errors: ReadonlyArray<unknown>) =>
  errors.some((error) => (error as { extensions?: { code?: unknown } } | null)?.extensions?.code === "FORBIDDEN");

function Content({ queryRef }: { queryRef: PreloadedQuery<CandidateViewQuery> }) {
  const { candidato: result } = usePreloadedQuery<CandidateViewQuery>(candidateViewQuery, queryRef);
  const candidate = result.ok ? result.value : null;
  const { viewer } = candidateViewRoute.useRouteContext();
  useDocumentTitle(candidate ? candidate.nomeCompleto.trim() || "Perfil do candidato" : null);

  if (!result.ok) {
    // Another candidate may not read this profile: the API answers 'Acesso negado'.
    if (isForbidden(result.errors)) return <AccessDenied />;
    throw new Error("Não foi possível carregar o perfil");
  }
  if (!candidate) return <ProfileNotFound />;

  return (
    <Main>
      <Container>
        <BackButton />
        <CandidateViewHeader
          candidate={candidate}
          actions={
            viewer.userType === "EMPRESA" && (
              <InterestDialog
                candidateId={candidate.id}
                candidateName={candidate.nomeCompleto}
                trigger={
                  <Button type="button">
                    <Heart size={16} aria-hidden />
                    Demonstrar Interesse
                  </Button>
                }
              />
            )
          }
        />
        <Grid>
          <Column>
            <CandidateViewEducation candidate={candidate} />
            <CandidateViewExperience candidate={candidate} />
            <CandidateViewCourses candidate={candidate} />
          </Column>
          <Column as="aside" aria-label="Idiomas e habilidades">
            <CandidateViewLanguages candidate={candidate} />
            <CandidateViewSkills candidate={candidate} />
          </Column>
        </Grid>
      </Container>
    </Main>
  );
}

/** /candidatos/{candidateId}/profile: a candidate's profile, read-only, as companies see it. */
export function CandidateViewPage() {
  const queryRef = candidateViewRoute.useLoaderData();
  const { candidatura: applicationId } = candidateViewRoute.useSearch();
  const { candidateId } = candidateViewRoute.useParams();
  const { viewer } = candidateViewRoute.useRouteContext();
  const environment = useRelayEnvironment();
  useEffect(() => {
    // Opening the profile from an application is the company opening that application: the candidate then sees it as
    // Visualizada. Done when the page is shown, not when a link is merely hovered and preloaded.
    if (applicationId && viewer.userType === "EMPRESA") markApplicationViewed(environment, applicationId);
  }, [applicationId, viewer.userType, environment]);
  const found = queryRef !== null;
  useEffect(() => {
    if (found && viewer.userType === "EMPRESA") recordProfileView(environment, toGlobalId("Candidato", candidateId));
  }, [found, candidateId, viewer.userType, environment]);
  return queryRef ? <Content queryRef={queryRef} /> : <ProfileNotFound />;
}
