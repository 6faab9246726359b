import { Bookmark, Search } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay";
import { ButtonLink } from "../../components/Button.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { CardList, ListSummary, LoadMore } from "../../components/ListLayout.tsx";
import { formatCount } from "../../format.ts";
import type { CandidateSavedJobsList_candidate$key } from "./__generated__/CandidateSavedJobsList_candidate.graphql";
import type { CandidateSavedJobsListPaginationQuery } from "./__generated__/CandidateSavedJobsListPaginationQuery.graphql";
import { CandidateSavedJobCard } from "./CandidateSavedJobCard.tsx";

const PAGE_SIZE = 10;

const fragment = graphql`
  fragment CandidateSavedJobsList_candidate on Candidato
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
  @refetchable(queryName: "CandidateSavedJobsListPaginationQuery") {
    vagasSalvas(first: $count, after: $cursor) @connection(key: "CandidateSavedJobsList_vagasSalvas") @required(action: THROW) {
      totalCount
      edges {
        node {
          id
          ...CandidateSavedJobCard_saved
        }
      }
    }
  }
`;

const countText = (count: number) => (count === 1 ? "1 vaga salva" : `${formatCount(count)} vagas salvas`);

/**
 * The candidate's saved jobs, newest first, ten at a time. A job removed here keeps its card (its
 * bookmark now offers 'Salvar vaga', so a slip is undone in place) until the page is opened again.
 */
export function CandidateSavedJobsList({ candidate }: { candidate: CandidateSavedJobsList_candidate$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    CandidateSavedJobsListPaginationQuery,
    CandidateSavedJobsList_candidate$key
  >(fragment, candidate);
  const { totalCount, edges } = data.vagasSalvas;

  if (edges.length === 0) {
    return (
      <EmptyState
        compact
        framed
        testId="saved-jobs-empty"
        icon={Bookmark}
        title="Nenhuma vaga salva"
        action={
          <ButtonLink to="/jobs">
            <Search size={18} aria-hidden />
            Buscar Vagas
          </ButtonLink>
        }
      >
        Salve vagas na busca ou na página de cada uma para encontrá-las aqui e decidir com calma.
      </EmptyState>
    );
  }

  return (
    <section aria-label="Vagas salvas">
      <ListSummary>
        <Bookmark size={16} aria-hidden />
        {countText(totalCount)}
      </ListSummary>
      <CardList>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <CandidateSavedJobCard saved={node} />
          </li>
        ))}
      </CardList>
      {hasNext && <LoadMore loading={isLoadingNext} onLoad={(options) => loadNext(PAGE_SIZE, options)} />}
    </section>
  );
}
