import { useRouter } from "@tanstack/react-router";
import { Users } from "lucide-react";
import { useCallback } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import { EmptyState } from "../../components/EmptyState.tsx";
import { CardList, LoadMore } from "../../components/ListLayout.tsx";
import { JobApplicationCard } from "./JobApplicationCard.tsx";
import type { JobApplicationsList_job$key } from "./__generated__/JobApplicationsList_job.graphql";
import type { JobApplicationsListPaginationQuery } from "./__generated__/JobApplicationsListPaginationQuery.graphql";

const PAGE_SIZE = 20;

const fragment = graphql`
  fragment JobApplicationsList_job on Vaga
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "JobApplicationsListPaginationQuery") {
    candidaturas(first: $count, after: $cursor) @connection(key: "JobApplicationsList_candidaturas") @required(action: THROW) {
      edges {
        node {
          id
          ...JobApplicationCard_application
        }
      }
    }
  }
`;

/** The job's applications, newest first, 20 at a time. */
export function JobApplicationsList({ job }: { job: JobApplicationsList_job$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<JobApplicationsListPaginationQuery, JobApplicationsList_job$key>(
    fragment,
    job,
  );
  const router = useRouter();
  // After a refused change (the application moved or was withdrawn meanwhile): the route's
  // loader runs again, so the count and the list come back as the server has them.
  const reload = useCallback(() => void router.invalidate(), [router]);
  const edges = data.candidaturas.edges;

  if (edges.length === 0) {
    return (
      <EmptyState icon={Users} title="Nenhum candidato ainda">
        Quando alguém se candidatar a esta vaga, a candidatura aparece aqui.
      </EmptyState>
    );
  }
  return (
    <>
      <CardList>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <JobApplicationCard application={node} onStale={reload} />
          </li>
        ))}
      </CardList>
      {hasNext && <LoadMore loading={isLoadingNext} onLoad={(options) => loadNext(PAGE_SIZE, options)} />}
    </>
  );
}
