import { FileText, Search } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay";
import styled from "styled-components";
import { Button, ButtonLink } from "../../components/Button.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { CandidateEmptyState } from "../-dashboard/CandidateDashboardParts.tsx";
import { APPLICATIONS_SUMMARY_ID, CandidateApplicationCard } from "./CandidateApplicationCard.tsx";
import type { CandidateApplicationsList_candidato$key } from "./__generated__/CandidateApplicationsList_candidato.graphql";
import type { CandidateApplicationsListPaginationQuery } from "./__generated__/CandidateApplicationsListPaginationQuery.graphql";
import { CardList, LoadMoreRow } from "../../components/ListLayout.tsx";

const PAGE_SIZE = 10;

const fragment = graphql`
  fragment CandidateApplicationsList_candidato on Candidato
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
  @refetchable(queryName: "CandidateApplicationsListPaginationQuery") {
    id
    candidaturas(first: $count, after: $cursor) @connection(key: "CandidateApplicationsList_candidaturas") {
      totalCount
      edges {
        node {
          id
          ...CandidateApplicationCard_candidatura
        }
      }
    }
  }
`;

const Summary = styled.p`
  &:focus { outline: none; }
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

const countText = (count: number) => (count === 1 ? "1 candidatura" : `${count.toLocaleString("pt-BR")} candidaturas`);

/** The candidate's applications, newest first, ten at a time. */
export function CandidateApplicationsList({ candidato }: { candidato: CandidateApplicationsList_candidato$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    CandidateApplicationsListPaginationQuery,
    CandidateApplicationsList_candidato$key
  >(fragment, candidato);
  const { totalCount, edges } = data.candidaturas;

  if (edges.length === 0) {
    return (
      <EmptyCard data-testid="applications-empty">
        <CandidateEmptyState
          icon={Search}
          title="Você ainda não se candidatou a nenhuma vaga"
          text="Quando você se candidatar, acompanhe aqui cada etapa do processo seletivo."
          action={
            <ButtonLink to="/jobs">
              <Search size={18} aria-hidden />
              Buscar Vagas
            </ButtonLink>
          }
        />
      </EmptyCard>
    );
  }

  return (
    <section aria-label="Candidaturas">
      <Summary id={APPLICATIONS_SUMMARY_ID} tabIndex={-1}>
        <FileText size={16} aria-hidden />
        {countText(totalCount)}
      </Summary>
      <CardList>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <CandidateApplicationCard candidatura={node} candidatoId={data.id} />
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
