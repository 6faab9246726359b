import { useNavigate } from "@tanstack/react-router";
import { Suspense, useCallback } from "react";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Container, PageMain } from "../../components/Card.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";
import { candidateSearchRoute } from "../candidatos.buscar.tsx";
import { candidateSearchQuery } from "./CandidateSearchQuery.ts";
import type { CandidateSearchQuery } from "./__generated__/CandidateSearchQuery.graphql";
import { CandidateListSkeleton } from "./CandidateCardSkeleton.tsx";
import { CandidateSearchFilters } from "./CandidateSearchFilters.tsx";
import { CandidateSearchResults } from "./CandidateSearchResults.tsx";
import { searchKey, type CandidateSearch } from "./searchParams.ts";

interface ResultsProps {
  queryRef: PreloadedQuery<CandidateSearchQuery>;
  search: CandidateSearch;
  onClearFilters: () => void;
}

function Results({ queryRef, search, onClearFilters }: ResultsProps) {
  const data = usePreloadedQuery<CandidateSearchQuery>(candidateSearchQuery, queryRef);
  return <CandidateSearchResults query={data} search={search} onClearFilters={onClearFilters} />;
}

function Search({ queryRef }: { queryRef: PreloadedQuery<CandidateSearchQuery> }) {
  const search = candidateSearchRoute.useSearch();
  const navigate = useNavigate({ from: candidateSearchRoute.fullPath });
  const onSearch = useCallback((next: CandidateSearch) => void navigate({ search: next, resetScroll: false }), [navigate]);
  const onClear = useCallback(() => void navigate({ search: {}, resetScroll: false }), [navigate]);

  return (
    <PageMain>
      <Container>
        <PageHeader
          title="Buscar Candidatos"
          subtitle="Encontre profissionais pelo nome, pelas habilidades ou pelo objetivo, e refine por área, nível e cidade."
        />
        <CandidateSearchFilters search={search} onSearch={onSearch} />
        <section aria-label="Resultados da busca">
          {/* A new search mounts a new boundary, so its results start from the skeleton rather than the old list. */}
          <Suspense key={searchKey(search)} fallback={<CandidateListSkeleton />}>
            <Results queryRef={queryRef} search={search} onClearFilters={onClear} />
          </Suspense>
        </section>
      </Container>
    </PageMain>
  );
}

/** /candidatos/buscar: companies search candidates. Other accounts see 'Acesso Restrito'. */
export function CandidateSearchPage() {
  const queryRef = candidateSearchRoute.useLoaderData();
  useDocumentTitle("Buscar Candidatos");
  return queryRef ? <Search queryRef={queryRef} /> : <AccessDenied title="Acesso Restrito" />;
}
