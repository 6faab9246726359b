import { Briefcase, Plus } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay";
import styled from "styled-components";
import { ButtonLink } from "../../components/Button.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { CompanyJobCard } from "./CompanyJobCard.tsx";
import type { CompanyJobList_query$key } from "./__generated__/CompanyJobList_query.graphql";
import type { CompanyJobListPaginationQuery } from "./__generated__/CompanyJobListPaginationQuery.graphql";
import { CardList, LoadMore } from "../../components/ListLayout.tsx";
import { formatCount } from "../../format.ts";

const PAGE_SIZE = 20;

// On Query: Empresa is not a Node, so the list pages through `viewer.empresa` from the root.
const fragment = graphql`
  fragment CompanyJobList_query on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "CompanyJobListPaginationQuery") {
    viewer {
      empresa {
        vagas(first: $count, after: $cursor) @connection(key: "CompanyJobList_vagas") {
          __id
          totalCount
          edges {
            node {
              id
              ...CompanyJobCard_job
            }
          }
        }
      }
    }
  }
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Heading = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 { font-size: ${({ theme }) => theme.font.size.xl}; letter-spacing: -0.01em; }
  span { color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const countText = (count: number) => (count === 1 ? "1 vaga" : `${formatCount(count)} vagas`);

/** 'Minhas Vagas': every job of the company, newest first, 20 at a time. */
export function CompanyJobList({ query }: { query: CompanyJobList_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<CompanyJobListPaginationQuery, CompanyJobList_query$key>(
    fragment,
    query,
  );
  const jobs = data.viewer?.empresa?.vagas;
  if (!jobs) return null;
  const headingId = "minhas-vagas";

  return (
    <Section aria-labelledby={headingId}>
      <Heading>
        <h2 id={headingId}>Minhas Vagas</h2>
        {jobs.totalCount > 0 && <span>{countText(jobs.totalCount)}</span>}
      </Heading>
      {jobs.edges.length === 0 ? (
        <EmptyState
          icon={Briefcase}
          title="Nenhuma vaga publicada"
          level={3}
          action={
            <ButtonLink to="/jobs/create">
              <Plus size={18} aria-hidden />
              Publicar Primeira Vaga
            </ButtonLink>
          }
        >
          Publique sua primeira vaga e comece a receber candidaturas de profissionais qualificados.
        </EmptyState>
      ) : (
        <CardList>
          {jobs.edges.map(({ node }) => (
            <li key={node.id}>
              <CompanyJobCard job={node} connectionId={jobs.__id} />
            </li>
          ))}
        </CardList>
      )}
      {hasNext && <LoadMore loading={isLoadingNext} onLoad={(options) => loadNext(PAGE_SIZE, options)} />}
    </Section>
  );
}
