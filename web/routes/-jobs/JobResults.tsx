import { SearchX } from "lucide-react";
import { useEffect } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import styled from "styled-components";
import { Button } from "../../components/Button.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { JobCard } from "./JobCard.tsx";
import { pageSize, rememberLoaded, type JobSearch } from "./searchParams.ts";
import type { JobResults_query$key } from "./__generated__/JobResults_query.graphql";
import type { JobResultsPaginationQuery } from "./__generated__/JobResultsPaginationQuery.graphql";
import { CardList, LoadMoreRow } from "../../components/ListLayout.tsx";

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Count = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
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

interface JobResultsProps {
  query: JobResults_query$key;
  /** The search these results answer. */
  search: JobSearch;
  /** Signed-in candidates get the apply shortcut on each card. */
  showApply: boolean;
  onClearFilters: () => void;
}

/** The count, the result cards and 'Carregar mais vagas', which fetches the next page of the same search. */
export function JobResults({ query, search, showApply, onClearFilters }: JobResultsProps) {
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
              ...JobCard_vaga
            }
          }
        }
      }
    `,
    query,
  );
  const { totalCount, totalCountIsLowerBound, edges } = data.vagas;
  // Beyond 1.000 matches the server stops counting: "Mais de 1.000 vagas".
  const total = `${totalCountIsLowerBound ? "Mais de " : ""}${totalCount.toLocaleString("pt-BR")}`;
  useEffect(() => {
    rememberLoaded(search, edges.length);
  }, [search, edges.length]);

  if (edges.length === 0) {
    return (
      <Empty>
        <EmptyIcon aria-hidden>
          <SearchX size={30} />
        </EmptyIcon>
        <Count as="h2" aria-live="polite">
          Nenhuma vaga encontrada
        </Count>
        <p>Tente outras palavras-chave, outra cidade ou menos filtros para ver mais oportunidades.</p>
        <Button type="button" $variant="outline" onClick={onClearFilters}>
          Limpar todos os filtros
        </Button>
      </Empty>
    );
  }

  return (
    <>
      <Header>
        <Count aria-live="polite" data-testid="job-count">
          {totalCountIsLowerBound ? `${total} vagas` : `${total} vaga(s)`}
        </Count>
        {totalCount > edges.length && (
          <Showing>
            Exibindo {edges.length.toLocaleString("pt-BR")} de {total.toLowerCase()}
          </Showing>
        )}
      </Header>
      <CardList>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <JobCard vaga={node} showApply={showApply} />
          </li>
        ))}
      </CardList>
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
            Carregar mais vagas
          </Button>
        </LoadMoreRow>
      )}
    </>
  );
}
