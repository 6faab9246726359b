import { UserSearch, X } from "lucide-react";
import { useEffect } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import styled from "styled-components";
import { Button } from "../../components/Button.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { CardGrid, LoadMore } from "../../components/ListLayout.tsx";
import { ResultsCount, ResultsHeader, ResultsShowing } from "../../components/SearchResults.ts";
import { CandidateSearchCard } from "./CandidateSearchCard.tsx";
import { hasFilters, pageSize, rememberLoaded, type CandidateSearch } from "./searchParams.ts";
import type { CandidateSearchResultsPaginationQuery } from "./__generated__/CandidateSearchResultsPaginationQuery.graphql";
import type { CandidateSearchResults_query$key } from "./__generated__/CandidateSearchResults_query.graphql";
import { formatCount } from "../../format.ts";

const Aside = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

interface ResultsProps {
  query: CandidateSearchResults_query$key;
  /** The search these results answer. */
  search: CandidateSearch;
  onClearFilters: () => void;
}

/** The count, the candidate cards and 'Carregar mais candidatos', which fetches the next page of the same search. */
export function CandidateSearchResults({ query, search, onClearFilters }: ResultsProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<CandidateSearchResultsPaginationQuery, CandidateSearchResults_query$key>(
    graphql`
      fragment CandidateSearchResults_query on Query
      @refetchable(queryName: "CandidateSearchResultsPaginationQuery")
      @argumentDefinitions(
        filtros: { type: "CandidatoFiltros" }
        first: { type: "Int", defaultValue: 12 }
        after: { type: "String" }
      ) {
        candidatos(filtros: $filtros, first: $first, after: $after) @connection(key: "CandidateSearchResults_candidatos") {
          totalCount
          totalCountIsLowerBound
          edges {
            node {
              id
              ...CandidateSearchCard_candidate
            }
          }
        }
      }
    `,
    query,
  );
  const { totalCount, totalCountIsLowerBound, edges } = data.candidatos;
  useEffect(() => {
    rememberLoaded(search, edges.length);
  }, [search, edges.length]);

  if (edges.length === 0) {
    return (
      <EmptyState
        icon={UserSearch}
        title="Nenhum candidato encontrado com os filtros selecionados"
        live
        action={
          hasFilters(search) && (
            <Button type="button" $variant="outline" onClick={onClearFilters}>
              Limpar Filtros
            </Button>
          )
        }
      >
        Tente outras palavras, outra cidade ou menos filtros.
      </EmptyState>
    );
  }

  // Beyond 500 matches the server estimates instead of counting: "Cerca de 2.300 candidatos".
  const total = formatCount(totalCount);
  const countText = totalCountIsLowerBound
    ? `Cerca de ${total} candidatos encontrados`
    : `${total} ${plural(totalCount, "candidato encontrado", "candidatos encontrados")}`;

  return (
    <>
      <ResultsHeader>
        <ResultsCount aria-live="polite" data-testid="candidate-count">
          {countText}
        </ResultsCount>
        <Aside>
          {totalCount > edges.length && (
            <ResultsShowing>
              Exibindo {formatCount(edges.length)} de {totalCountIsLowerBound ? `mais de ${total}` : total}
            </ResultsShowing>
          )}
          {hasFilters(search) && (
            <Button type="button" $variant="ghost" $size="sm" onClick={onClearFilters}>
              <X size={16} aria-hidden />
              Limpar Filtros
            </Button>
          )}
        </Aside>
      </ResultsHeader>
      <CardGrid>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <CandidateSearchCard candidate={node} />
          </li>
        ))}
      </CardGrid>
      {hasNext && <LoadMore loading={isLoadingNext} onLoad={(options) => loadNext(pageSize, options)} label="Carregar mais candidatos" />}
    </>
  );
}
