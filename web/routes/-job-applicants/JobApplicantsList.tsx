import { useRouter } from "@tanstack/react-router";
import { Users } from "lucide-react";
import { useCallback } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import styled from "styled-components";
import { Button } from "../../components/Button.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { ApplicantCard } from "./ApplicantCard.tsx";
import { CardList } from "./cardParts.ts";
import type { JobApplicantsList_vaga$key } from "./__generated__/JobApplicantsList_vaga.graphql";
import type { JobApplicantsListPaginationQuery } from "./__generated__/JobApplicantsListPaginationQuery.graphql";

export const PAGE_SIZE = 20;

const fragment = graphql`
  fragment JobApplicantsList_vaga on Vaga
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "JobApplicantsListPaginationQuery") {
    candidaturas(first: $count, after: $cursor) @connection(key: "JobApplicantsList_candidaturas") {
      edges {
        node {
          id
          ...ApplicantCard_candidatura
        }
      }
    }
  }
`;

export const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** The job's applicants, newest first, 20 at a time. */
export function JobApplicantsList({ vaga }: { vaga: JobApplicantsList_vaga$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    JobApplicantsListPaginationQuery,
    JobApplicantsList_vaga$key
  >(fragment, vaga);
  const router = useRouter();
  // After a refused change (the application moved or was withdrawn meanwhile): the route's
  // loader runs again, so the count and the list come back as the server has them.
  const reload = useCallback(() => void router.invalidate(), [router]);
  const edges = data.candidaturas.edges;

  if (edges.length === 0) {
    return (
      <EmptyState icon={<Users size={26} />} title="Nenhum candidato ainda">
        Quando alguém se candidatar a esta vaga, a candidatura aparece aqui.
      </EmptyState>
    );
  }
  return (
    <>
      <CardList>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <ApplicantCard candidatura={node} onStale={reload} />
          </li>
        ))}
      </CardList>
      {hasNext && (
        <More>
          <Button type="button" $variant="outline" disabled={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>
            {isLoadingNext && <Spinner $size={16} aria-hidden />}
            {isLoadingNext ? "Carregando…" : "Carregar mais"}
          </Button>
        </More>
      )}
    </>
  );
}
