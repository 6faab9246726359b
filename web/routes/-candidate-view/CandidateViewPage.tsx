import { useCanGoBack, useNavigate, useRouter } from "@tanstack/react-router";
import { ArrowLeft, Heart, UserX } from "lucide-react";
import { useEffect } from "react";
import { usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from "react-relay";
import styled from "styled-components";
import { Button, ButtonLink } from "../../components/Button.tsx";
import { InterestDialog } from "../-interest/InterestDialog.tsx";
import { Container, PageMain } from "../../components/Card.tsx";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { StatusMessage } from "../../components/StatusMessage.tsx";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";
import { candidateViewQuery, candidateViewRoute, markApplicationViewed } from "../candidatos.$candidateId.profile.tsx";
import type { candidatosCandidateIdProfileQuery } from "../__generated__/candidatosCandidateIdProfileQuery.graphql";
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

const Back = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: 6px 10px 6px 6px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.ink}; background: ${({ theme }) => theme.colors.surface}; }
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
      action={<ButtonLink to="/dashboard/company">Voltar ao painel</ButtonLink>}
    />
  );
}

const isForbidden = (errors: ReadonlyArray<unknown>) =>
  errors.some((error) => (error as { extensions?: { code?: unknown } } | null)?.extensions?.code === "FORBIDDEN");

function Content({ queryRef }: { queryRef: PreloadedQuery<candidatosCandidateIdProfileQuery> }) {
  const { candidato: result } = usePreloadedQuery<candidatosCandidateIdProfileQuery>(candidateViewQuery, queryRef);
  const candidato = result.ok ? result.value : null;
  const { viewer } = candidateViewRoute.useRouteContext();
  useDocumentTitle(candidato ? candidato.nomeCompleto.trim() || "Perfil do candidato" : null);

  if (!result.ok) {
    // Another candidate may not read this profile: the API answers 'Acesso negado'.
    if (isForbidden(result.errors)) return <AccessDenied />;
    throw new Error("Não foi possível carregar o perfil");
  }
  if (!candidato) return <ProfileNotFound />;

  return (
    <Main>
      <Container>
        <BackButton />
        <CandidateViewHeader
          candidato={candidato}
          actions={
            viewer.userType === "EMPRESA" && (
              <InterestDialog
                candidatoId={candidato.id}
                candidatoNome={candidato.nomeCompleto}
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
            <CandidateViewEducation candidato={candidato} />
            <CandidateViewExperience candidato={candidato} />
            <CandidateViewCourses candidato={candidato} />
          </Column>
          <Column as="aside" aria-label="Idiomas e habilidades">
            <CandidateViewLanguages candidato={candidato} />
            <CandidateViewSkills candidato={candidato} />
          </Column>
        </Grid>
      </Container>
    </Main>
  );
}

/** /candidatos/{candidateId}/profile: a candidate's profile, read-only, as companies see it. */
export function CandidateViewPage() {
  const queryRef = candidateViewRoute.useLoaderData();
  const { candidatura } = candidateViewRoute.useSearch();
  const { viewer } = candidateViewRoute.useRouteContext();
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (candidatura && viewer.userType === "EMPRESA") markApplicationViewed(environment, candidatura);
  }, [candidatura, viewer.userType, environment]);
  return queryRef ? <Content queryRef={queryRef} /> : <ProfileNotFound />;
}
