import type { ReactNode } from "react";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import styled from "styled-components";
import { Container, PageMain } from "../../components/Card.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { candidateProfileRoute } from "../profile.candidate.tsx";
import { candidateProfileQuery } from "./ProfileCandidateQuery.ts";
import type { ProfileCandidateQuery } from "./__generated__/ProfileCandidateQuery.graphql";
import { CourseSection } from "./CourseSection.tsx";
import { EducationSection } from "./EducationSection.tsx";
import { ExperienceSection } from "./ExperienceSection.tsx";
import { LanguageSection } from "./LanguageSection.tsx";
import { PcdSection } from "./PcdSection.tsx";
import { PersonalSection } from "./PersonalSection.tsx";
import { ProgressCard } from "./ProgressCard.tsx";
import { SectionPicker } from "./SectionPicker.tsx";
import { SkillSection } from "./SkillSection.tsx";
import type { ProfileSearch } from "./sectionSearch.ts";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";

const Layout = styled.div`
  display: grid;
  grid-template-columns: 320px minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Aside = styled.aside`
  position: sticky;
  top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.md});
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    position: static;
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

function Content({ queryRef }: { queryRef: PreloadedQuery<ProfileCandidateQuery> }) {
  const { viewer } = usePreloadedQuery<ProfileCandidateQuery>(candidateProfileQuery, queryRef);
  const search: ProfileSearch = candidateProfileRoute.useSearch();
  const current = search.secao ?? "pessoal";
  const candidate = viewer?.candidato;
  useDocumentTitle(candidate ? "Meu Perfil Profissional" : null);
  if (!candidate) return <AccessDenied />;

  // The URL's ?secao= values (spec's Portuguese) → the section shown.
  const sections: Record<typeof current, ReactNode> = {
    pessoal: <PersonalSection candidate={candidate} />,
    formacao: <EducationSection candidate={candidate} />,
    experiencia: <ExperienceSection candidate={candidate} />,
    habilidades: <SkillSection candidate={candidate} />,
    idiomas: <LanguageSection candidate={candidate} />,
    cursos: <CourseSection candidate={candidate} />,
    pcd: <PcdSection candidate={candidate} />,
  };

  return (
    <PageMain>
      <Container>
        <PageHeader
          title="Meu Perfil Profissional"
          subtitle="Um perfil completo aparece melhor para as empresas que buscam candidatos."
        />
        <Layout>
          <Aside>
            <ProgressCard candidate={candidate} />
          </Aside>
          <Main>
            <SectionPicker current={current} />
            {sections[current]}
          </Main>
        </Layout>
      </Container>
    </PageMain>
  );
}

/** /profile/candidate: candidates only; companies see 'Acesso negado'. */
export function CandidateProfilePage() {
  const queryRef = candidateProfileRoute.useLoaderData();
  return queryRef ? <Content queryRef={queryRef} /> : <AccessDenied />;
}
