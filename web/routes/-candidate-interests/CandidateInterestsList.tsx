import { Heart, UserRound } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay";
import { ButtonLink } from "../../components/Button.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { CardList, ListSummary, LoadMore } from "../../components/ListLayout.tsx";
import { CandidateInterestCard } from "./CandidateInterestCard.tsx";
import type { CandidateInterestsList_candidate$key } from "./__generated__/CandidateInterestsList_candidate.graphql";
import type { CandidateInterestsListPaginationQuery } from "./__generated__/CandidateInterestsListPaginationQuery.graphql";
import { formatCount } from "../../format.ts";

const PAGE_SIZE = 10;

const fragment = graphql`
  fragment CandidateInterestsList_candidate on Candidato
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
  @refetchable(queryName: "CandidateInterestsListPaginationQuery") {
    interessesRecebidos(first: $count, after: $cursor) @connection(key: "CandidateInterestsList_interessesRecebidos") @required(action: THROW) {
      totalCount
      edges {
        node {
          id
          ...CandidateInterestCard_interest
        }
      }
    }
  }
`;

const countText = (count: number) => (count === 1 ? "1 empresa interessada" : `${formatCount(count)} manifestações de interesse`);

/** Interest received from companies, newest first, ten at a time. */
export function CandidateInterestsList({ candidate }: { candidate: CandidateInterestsList_candidate$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    CandidateInterestsListPaginationQuery,
    CandidateInterestsList_candidate$key
  >(fragment, candidate);
  const { totalCount, edges } = data.interessesRecebidos;

  if (edges.length === 0) {
    return (
      <EmptyState
        compact
        framed
        testId="interests-empty"
        icon={Heart}
        title="Nenhuma empresa demonstrou interesse ainda"
        action={
          <ButtonLink to="/profile/candidate">
            <UserRound size={18} aria-hidden />
            Completar Perfil
          </ButtonLink>
        }
      >
        Perfis completos aparecem mais nas buscas das empresas. Quando uma delas se interessar por você, a oferta aparece aqui.
      </EmptyState>
    );
  }

  return (
    <section aria-label="Interesses recebidos">
      <ListSummary>
        <Heart size={16} aria-hidden />
        {countText(totalCount)}
      </ListSummary>
      <CardList>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <CandidateInterestCard interest={node} />
          </li>
        ))}
      </CardList>
      {hasNext && <LoadMore loading={isLoadingNext} onLoad={(options) => loadNext(PAGE_SIZE, options)} />}
    </section>
  );
}
