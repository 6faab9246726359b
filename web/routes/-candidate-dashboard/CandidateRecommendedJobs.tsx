import { ArrowRight, Search, Sparkles } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { ButtonLink } from "../../components/Button.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { CandidateRecommendedJobCard } from "./CandidateRecommendedJobCard.tsx";
import type { CandidateRecommendedJobs_candidate$key } from "./__generated__/CandidateRecommendedJobs_candidate.graphql";

// Spec §9: six recommendations.
const fragment = graphql`
  fragment CandidateRecommendedJobs_candidate on Candidato {
    vagasRecomendadas(first: 6) @required(action: THROW) {
      id
      ...CandidateRecommendedJobCard_job
    }
  }
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.xl};
    letter-spacing: -0.01em;
  }
  h2 svg { color: ${({ theme }) => theme.colors.accent}; }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: 1fr;
  }
`;

/** 'Vagas Recomendadas': active jobs matching the profile, never ones already applied to. */
export function CandidateRecommendedJobs({ candidate }: { candidate: CandidateRecommendedJobs_candidate$key }) {
  const data = useFragment(fragment, candidate);
  const headingId = "vagas-recomendadas";
  return (
    <Section aria-labelledby={headingId} data-testid="recommended-jobs">
      <Head>
        <h2 id={headingId}>
          <Sparkles size={22} aria-hidden />
          Vagas Recomendadas
        </h2>
        <ButtonLink to="/jobs" $variant="ghost" $size="sm">
          Ver todas as vagas
          <ArrowRight size={16} aria-hidden />
        </ButtonLink>
      </Head>
      {data.vagasRecomendadas.length === 0 ? (
        <EmptyState
          compact
          framed
          icon={Search}
          title="Nenhuma vaga recomendada no momento"
          action={
            <ButtonLink to="/jobs" $size="sm">
              <Search size={16} aria-hidden />
              Buscar Vagas
            </ButtonLink>
          }
        >
          Complete seu perfil ou explore todas as vagas abertas.
        </EmptyState>
      ) : (
        <Grid>
          {data.vagasRecomendadas.map((job) => (
            <li key={job.id}>
              <CandidateRecommendedJobCard job={job} />
            </li>
          ))}
        </Grid>
      )}
    </Section>
  );
}
