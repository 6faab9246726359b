import { Heart, UserRound } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay";
import styled from "styled-components";
import { Button, ButtonLink } from "../../components/Button.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { CandidateEmptyState } from "../-dashboard/CandidateDashboardParts.tsx";
import { CandidateInterestCard } from "./CandidateInterestCard.tsx";
import type { CandidateInterestsList_candidato$key } from "./__generated__/CandidateInterestsList_candidato.graphql";
import type { CandidateInterestsListPaginationQuery } from "./__generated__/CandidateInterestsListPaginationQuery.graphql";
import { CardList, LoadMoreRow } from "../../components/ListLayout.tsx";

const PAGE_SIZE = 10;

const fragment = graphql`
  fragment CandidateInterestsList_candidato on Candidato
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
  @refetchable(queryName: "CandidateInterestsListPaginationQuery") {
    interessesRecebidos(first: $count, after: $cursor) @connection(key: "CandidateInterestsList_interessesRecebidos") {
      totalCount
      edges {
        node {
          id
          ...CandidateInterestCard_interesse
        }
      }
    }
  }
`;

const Summary = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  svg { color: ${({ theme }) => theme.colors.brand}; }
`;

const EmptyCard = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space.lg} 0;
`;

const countText = (count: number) => (count === 1 ? "1 empresa interessada" : `${count.toLocaleString("pt-BR")} manifestações de interesse`);

/** Interest received from companies, newest first, ten at a time. */
export function CandidateInterestsList({ candidato }: { candidato: CandidateInterestsList_candidato$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    CandidateInterestsListPaginationQuery,
    CandidateInterestsList_candidato$key
  >(fragment, candidato);
  const { totalCount, edges } = data.interessesRecebidos;

  if (edges.length === 0) {
    return (
      <EmptyCard data-testid="interests-empty">
        <CandidateEmptyState
          icon={Heart}
          title="Nenhuma empresa demonstrou interesse ainda"
          text="Perfis completos aparecem mais nas buscas das empresas. Quando uma delas se interessar por você, a oferta aparece aqui."
          action={
            <ButtonLink to="/profile/candidate">
              <UserRound size={18} aria-hidden />
              Completar Perfil
            </ButtonLink>
          }
        />
      </EmptyCard>
    );
  }

  return (
    <section aria-label="Interesses recebidos">
      <Summary>
        <Heart size={16} aria-hidden />
        {countText(totalCount)}
      </Summary>
      <CardList>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <CandidateInterestCard interesse={node} />
          </li>
        ))}
      </CardList>
      {hasNext && (
        <LoadMoreRow>
          <Button type="button" $variant="outline" disabled={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>
            {isLoadingNext && <Spinner $size={16} aria-hidden />}
            {isLoadingNext ? "Carregando…" : "Carregar mais"}
          </Button>
        </LoadMoreRow>
      )}
    </section>
  );
}
