import type { ReactNode } from "react";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import styled from "styled-components";
import { Container, PageMain } from "../../components/Card.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { candidateProfileQuery, candidateProfileRoute } from "../profile.candidate.tsx";
import type { profileCandidateQuery } from "../__generated__/profileCandidateQuery.graphql";
import { CursoSection } from "./CursoSection.tsx";
import { ExperienciaSection } from "./ExperienciaSection.tsx";
import { FormacaoSection } from "./FormacaoSection.tsx";
import { HabilidadeSection } from "./HabilidadeSection.tsx";
import { IdiomaSection } from "./IdiomaSection.tsx";
import { PersonalSection } from "./PersonalSection.tsx";
import { ProgressCard } from "./ProgressCard.tsx";
import { SectionPicker } from "./SectionPicker.tsx";
import type { ProfileSearch } from "./sections.ts";

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

function Content({ queryRef }: { queryRef: PreloadedQuery<profileCandidateQuery> }) {
  const { viewer } = usePreloadedQuery<profileCandidateQuery>(candidateProfileQuery, queryRef);
  const search: ProfileSearch = candidateProfileRoute.useSearch();
  const secao = search.secao ?? "pessoal";
  const candidato = viewer?.candidato;
  if (!candidato) return <AccessDenied />;

  const sections: Record<typeof secao, ReactNode> = {
    pessoal: <PersonalSection candidato={candidato} />,
    formacao: <FormacaoSection candidato={candidato} />,
    experiencia: <ExperienciaSection candidato={candidato} />,
    habilidades: <HabilidadeSection candidato={candidato} />,
    idiomas: <IdiomaSection candidato={candidato} />,
    cursos: <CursoSection candidato={candidato} />,
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
            <ProgressCard candidato={candidato} />
          </Aside>
          <Main>
            <SectionPicker current={secao} />
            {sections[secao]}
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
