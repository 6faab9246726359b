import { ArrowLeft } from "lucide-react";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { ButtonLink } from "../../components/Button.tsx";
import { Container, PageMain } from "../../components/Card.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { candidateInterestsQuery, candidateInterestsRoute } from "../candidate.interests.tsx";
import type { candidateInterestsQuery as CandidateInterestsQuery } from "../__generated__/candidateInterestsQuery.graphql";
import { CandidateInterestsList } from "./CandidateInterestsList.tsx";

function Content({ queryRef }: { queryRef: PreloadedQuery<CandidateInterestsQuery> }) {
  const { viewer } = usePreloadedQuery<CandidateInterestsQuery>(candidateInterestsQuery, queryRef);
  if (!viewer?.candidato) return <AccessDenied />;
  return (
    <PageMain>
      <Container>
        <PageHeader
          title="Empresas Interessadas"
          subtitle="Empresas que viram seu perfil e querem você em uma de suas vagas."
          actions={
            <ButtonLink to="/dashboard/candidate" $variant="outline">
              <ArrowLeft size={18} aria-hidden />
              Voltar ao Dashboard
            </ButtonLink>
          }
        />
        <CandidateInterestsList candidato={viewer.candidato} />
      </Container>
    </PageMain>
  );
}

/** /candidate/interests: every expression of interest the candidate received (CANDIDATO only). */
export function CandidateInterestsPage() {
  const queryRef = candidateInterestsRoute.useLoaderData();
  return queryRef ? <Content queryRef={queryRef} /> : <AccessDenied />;
}
