import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { CandidateDashboardBackLink } from "../../components/BackLink.tsx";
import { ListPage } from "../../components/PageHeader.tsx";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { candidateInterestsRoute } from "../candidate.interests.tsx";
import { interestsQuery } from "./CandidateInterestsQuery.ts";
import type { CandidateInterestsQuery } from "./__generated__/CandidateInterestsQuery.graphql";
import { CandidateInterestsList } from "./CandidateInterestsList.tsx";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";

function Content({ queryRef }: { queryRef: PreloadedQuery<CandidateInterestsQuery> }) {
  const { viewer } = usePreloadedQuery<CandidateInterestsQuery>(interestsQuery, queryRef);
  useDocumentTitle(viewer?.candidato ? "Empresas Interessadas" : null);
  if (!viewer?.candidato) return <AccessDenied />;
  return (
    <ListPage
      title="Empresas Interessadas"
      subtitle="Empresas que viram seu perfil e querem você em uma de suas vagas."
      actions={<CandidateDashboardBackLink />}
    >
      <CandidateInterestsList candidate={viewer.candidato} />
    </ListPage>
  );
}

/** /candidate/interests: every expression of interest the candidate received (CANDIDATO only). */
export function CandidateInterestsPage() {
  const queryRef = candidateInterestsRoute.useLoaderData();
  return queryRef ? <Content queryRef={queryRef} /> : <AccessDenied />;
}
