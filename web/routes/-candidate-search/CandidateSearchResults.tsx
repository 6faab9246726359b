import { UserSearch, X } from "lucide-react";
import { useEffect } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import styled from "styled-components";
import { Button } from "../../components/Button.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { CandidateSearchCard } from "./CandidateSearchCard.tsx";
import { CardGrid } from "./CardGrid.ts";
import { hasFilters, pageSize, rememberLoaded, type CandidateSearch } from "./searchParams.ts";
import type { CandidateSearchResultsPaginationQuery } from "./__generated__/CandidateSearchResultsPaginationQuery.graphql";
import type { CandidateSearchResults_query$key } from "./__generated__/CandidateSearchResults_query.graphql";
import { LoadMoreRow } from "../../components/ListLayout.tsx";

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Count = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Aside = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

const Showing = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  p { max-width: 420px; color: ${({ theme }) => theme.colors.muted}; }
`;

const EmptyIcon = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
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
              ...CandidateSearchCard_candidato
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
      <Empty>
        <EmptyIcon aria-hidden>
          <UserSearch size={30} />
        </EmptyIcon>
        <Count aria-live="polite">Nenhum candidato encontrado com os filtros selecionados</Count>
        <p>Tente outras palavras, outra cidade ou menos filtros.</p>
        {hasFilters(search) && (
          <Button type="button" $variant="outline" onClick={onClearFilters}>
            Limpar filtros
          </Button>
        )}
      </Empty>
    );
  }

  // Beyond 1.000 matches the server stops counting: "Mais de 1.000 candidatos".
  const total = totalCount.toLocaleString("pt-BR");
  const countText = totalCountIsLowerBound
    ? `Mais de ${total} candidatos encontrados`
    : `${total} ${plural(totalCount, "candidato encontrado", "candidatos encontrados")}`;

  return (
    <>
      <Header>
        <Count aria-live="polite" data-testid="candidate-count">
          {countText}
        </Count>
        <Aside>
          {totalCount > edges.length && (
            <Showing>
              Exibindo {edges.length.toLocaleString("pt-BR")} de {totalCountIsLowerBound ? `mais de ${total}` : total}
            </Showing>
          )}
          {hasFilters(search) && (
            <Button type="button" $variant="ghost" $size="sm" onClick={onClearFilters}>
              <X size={16} aria-hidden />
              Limpar filtros
            </Button>
          )}
        </Aside>
      </Header>
      <CardGrid>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <CandidateSearchCard candidato={node} />
          </li>
        ))}
      </CardGrid>
      {hasNext && (
        <LoadMoreRow>
          <Button
            type="button"
            $variant="outline"
            $size="lg"
            disabled={isLoadingNext}
            aria-busy={isLoadingNext}
            onClick={() => loadNext(pageSize)}
          >
            {isLoadingNext && <Spinner $size={18} aria-hidden />}
            Carregar mais candidatos
          </Button>
        </LoadMoreRow>
      )}
    </>
  );
}
