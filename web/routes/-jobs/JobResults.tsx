import { SearchX } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import { Button } from "../../components/Button.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { CardList, LoadMore } from "../../components/ListLayout.tsx";
import { ResultsCount, ResultsHeader, ResultsShowing } from "../../components/SearchResults.ts";
import { JobCard } from "./JobCard.tsx";
import { pageSize, rememberLoaded, type JobSearch } from "./searchParams.ts";
import type { JobResults_query$key } from "./__generated__/JobResults_query.graphql";
import type { JobResultsPaginationQuery } from "./__generated__/JobResultsPaginationQuery.graphql";
import { formatCount } from "../../format.ts";

// After the page's own code, as the bookmark (see SaveJobButton): /jobs' first load is at its budget, so its
// layout is its own too.
const CreateAlertButton = lazy(() => import("./CreateAlertButton.tsx").then((module) => ({ default: module.CreateAlertButton })));

interface JobResultsProps {
  query: JobResults_query$key;
  /** The search these results answer. */
  search: JobSearch;
  /** Who is looking (the viewer's userType, null for visitors): see JobCard. */
  role: string | null | undefined;
  onClearFilters: () => void;
}

/** The count, the result cards and 'Carregar mais vagas', which fetches the next page of the same search. */
export function JobResults({ query, search, role, onClearFilters }: JobResultsProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<JobResultsPaginationQuery, JobResults_query$key>(
    graphql`
      fragment JobResults_query on Query
      @refetchable(queryName: "JobResultsPaginationQuery")
      @argumentDefinitions(
        filtros: { type: "VagaFiltros" }
        first: { type: "Int", defaultValue: 10 }
        after: { type: "String" }
      ) {
        vagas(filtros: $filtros, first: $first, after: $after) @connection(key: "JobResults_vagas") {
          totalCount
          totalCountIsLowerBound
          edges {
            node {
              id
              ...JobCard_job
            }
          }
        }
      }
    `,
    query,
  );
  const { totalCount, totalCountIsLowerBound, edges } = data.vagas;
  // Beyond 500 matches the server estimates instead of counting: "Cerca de 21.000 vagas".
  const total = `${totalCountIsLowerBound ? "Cerca de " : ""}${formatCount(totalCount)}`;
  useEffect(() => {
    rememberLoaded(search, edges.length);
  }, [search, edges.length]);

  if (edges.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title="Nenhuma vaga encontrada"
        live
        action={
          <>
            <Button type="button" $variant="outline" onClick={onClearFilters}>
              Limpar todos os filtros
            </Button>
            <Suspense fallback={null}>
              <CreateAlertButton search={search} role={role} placement="empty" />
            </Suspense>
          </>
        }
      >
        Tente outras palavras-chave, outra cidade ou menos filtros para ver mais oportunidades.
      </EmptyState>
    );
  }

  return (
    <>
      <ResultsHeader>
        <ResultsCount aria-live="polite" data-testid="job-count">
          {totalCountIsLowerBound ? `${total} vagas` : `${total} vaga(s)`}
        </ResultsCount>
        {totalCount > edges.length && (
          <ResultsShowing>
            Exibindo {formatCount(edges.length)} de {total.toLowerCase()}
          </ResultsShowing>
        )}
        <Suspense fallback={null}>
          <CreateAlertButton search={search} role={role} placement="header" />
        </Suspense>
      </ResultsHeader>
      <CardList>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <JobCard job={node} role={role} />
          </li>
        ))}
      </CardList>
      {hasNext && <LoadMore loading={isLoadingNext} onLoad={(options) => loadNext(pageSize, options)} label="Carregar mais vagas" />}
    </>
  );
}
