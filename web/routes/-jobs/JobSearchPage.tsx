import { useNavigate } from "@tanstack/react-router";
import { Suspense, useCallback } from "react";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import styled from "styled-components";
import { Container } from "../../components/Card.tsx";
import { jobSearchRoute } from "../jobs.index.tsx";
import { jobSearchQuery } from "./jobsIndexQuery.ts";
import type { jobsIndexQuery } from "./__generated__/jobsIndexQuery.graphql";
import { FiltersPanel } from "./FiltersPanel.tsx";
import { JobListSkeleton } from "./JobCardSkeleton.tsx";
import { JobResults } from "./JobResults.tsx";
import { SearchBanner, type SearchFields } from "./SearchBanner.tsx";
import { searchKey, type JobSearch, type SelectFilter } from "./searchParams.ts";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";

const Main = styled.main`
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

const Layout = styled(Container)`
  display: grid;
  grid-template-columns: 280px minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
    margin-top: ${({ theme }) => theme.space.lg};
  }
`;

interface ResultsProps {
  queryRef: PreloadedQuery<jobsIndexQuery>;
  search: JobSearch;
  onClearFilters: () => void;
}

function Results({ queryRef, search, onClearFilters }: ResultsProps) {
  const data = usePreloadedQuery<jobsIndexQuery>(jobSearchQuery, queryRef);
  return <JobResults query={data} search={search} role={data.viewer?.userType} onClearFilters={onClearFilters} />;
}

export function JobSearchPage() {
  const queryRef = jobSearchRoute.useLoaderData();
  const search = jobSearchRoute.useSearch();
  const navigate = useNavigate({ from: jobSearchRoute.fullPath });
  useDocumentTitle("Vagas");

  // A search typed live replaces its history entry: back leaves the search rather than replaying each pause in the typing.
  const onSearch = useCallback(
    ({ texto, localizacao }: SearchFields, live: boolean) =>
      void navigate({
        search: (previous: JobSearch) => ({ ...previous, texto: texto.trim() || undefined, localizacao: localizacao.trim() || undefined }),
        replace: live,
        resetScroll: !live,
      }),
    [navigate],
  );
  const onFilter = useCallback(
    (key: SelectFilter["key"], value: string) =>
      void navigate({ search: (previous: JobSearch) => ({ ...previous, [key]: value || undefined }), resetScroll: false }),
    [navigate],
  );
  const onClear = useCallback(() => void navigate({ search: {}, resetScroll: false }), [navigate]);

  return (
    <Main>
      <SearchBanner search={search} onSearch={onSearch} />
      <Layout>
        <FiltersPanel search={search} onChange={onFilter} onClear={onClear} />
        <section aria-label="Resultados da busca">
          {/* A new search mounts a new boundary, so its results start from the skeleton rather than the old list. */}
          <Suspense key={searchKey(search)} fallback={<JobListSkeleton />}>
            <Results queryRef={queryRef} search={search} onClearFilters={onClear} />
          </Suspense>
        </section>
      </Layout>
    </Main>
  );
}
