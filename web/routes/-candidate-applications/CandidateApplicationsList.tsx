import { FileText, Search } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay";
import { ButtonLink } from "../../components/Button.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { CardList, ListSummary, LoadMore } from "../../components/ListLayout.tsx";
import { APPLICATIONS_SUMMARY_ID, CandidateApplicationCard } from "./CandidateApplicationCard.tsx";
import type { CandidateApplicationsList_candidate$key } from "./__generated__/CandidateApplicationsList_candidate.graphql";
import type { CandidateApplicationsListPaginationQuery } from "./__generated__/CandidateApplicationsListPaginationQuery.graphql";
import { formatCount } from "../../format.ts";

const PAGE_SIZE = 10;

// The connection key is also in features/applications/useWithdrawApplicationMutation.ts: a withdrawal leaves this list.
const fragment = graphql`
  fragment CandidateApplicationsList_candidate on Candidato
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
  @refetchable(queryName: "CandidateApplicationsListPaginationQuery") {
    id
    candidaturas(first: $count, after: $cursor) @connection(key: "CandidateApplicationsList_candidaturas") @required(action: THROW) {
      totalCount
      edges {
        node {
          id
          ...CandidateApplicationCard_application
        }
      }
    }
  }
`;

const countText = (count: number) => (count === 1 ? "1 candidatura" : `${formatCount(count)} candidaturas`);

/** The candidate's applications, newest first, ten at a time. */
export function CandidateApplicationsList({ candidate }: { candidate: CandidateApplicationsList_candidate$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    CandidateApplicationsListPaginationQuery,
    CandidateApplicationsList_candidate$key
  >(fragment, candidate);
  const { totalCount, edges } = data.candidaturas;

  if (edges.length === 0) {
    return (
      <EmptyState
        compact
        framed
        testId="applications-empty"
        icon={Search}
        title="Você ainda não se candidatou a nenhuma vaga"
        action={
          <ButtonLink to="/jobs">
            <Search size={18} aria-hidden />
            Buscar Vagas
          </ButtonLink>
        }
      >
        Quando você se candidatar, acompanhe aqui cada etapa do processo seletivo.
      </EmptyState>
    );
  }

  return (
    <section aria-label="Candidaturas">
      <ListSummary id={APPLICATIONS_SUMMARY_ID} tabIndex={-1}>
        <FileText size={16} aria-hidden />
        {countText(totalCount)}
      </ListSummary>
      <CardList>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <CandidateApplicationCard application={node} candidateId={data.id} />
          </li>
        ))}
      </CardList>
      {hasNext && <LoadMore loading={isLoadingNext} onLoad={(options) => loadNext(PAGE_SIZE, options)} />}
    </section>
  );
}
