import { Briefcase, Plus } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay";
import styled from "styled-components";
import { Button, ButtonLink } from "../../components/Button.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { CompanyJobCard } from "./CompanyJobCard.tsx";
import type { CompanyJobList_query$key } from "./__generated__/CompanyJobList_query.graphql";
import type { CompanyJobListPaginationQuery } from "./__generated__/CompanyJobListPaginationQuery.graphql";
import { CardList, LoadMoreRow } from "../../components/ListLayout.tsx";

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
              ...CompanyJobCard_vaga
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

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h3 { font-size: ${({ theme }) => theme.font.size.lg}; }
  p { color: ${({ theme }) => theme.colors.muted}; max-width: 420px; margin-bottom: ${({ theme }) => theme.space.sm}; }
`;

const EmptyIcon = styled.span`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
`;

const countText = (count: number) => (count === 1 ? "1 vaga" : `${count.toLocaleString("pt-BR")} vagas`);

/** 'Minhas Vagas': every job of the company, newest first, 20 at a time. */
export function CompanyJobList({ query }: { query: CompanyJobList_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<CompanyJobListPaginationQuery, CompanyJobList_query$key>(
    fragment,
    query,
  );
  const vagas = data.viewer?.empresa?.vagas;
  if (!vagas) return null;
  const headingId = "minhas-vagas";

  return (
    <Section aria-labelledby={headingId}>
      <Heading>
        <h2 id={headingId}>Minhas Vagas</h2>
        {vagas.totalCount > 0 && <span>{countText(vagas.totalCount)}</span>}
      </Heading>
      {vagas.edges.length === 0 ? (
        <Empty>
          <EmptyIcon aria-hidden>
            <Briefcase size={26} />
          </EmptyIcon>
          <h3>Nenhuma vaga publicada</h3>
          <p>Publique sua primeira vaga e comece a receber candidaturas de profissionais qualificados.</p>
          <ButtonLink to="/jobs/create">
            <Plus size={18} aria-hidden />
            Publicar Primeira Vaga
          </ButtonLink>
        </Empty>
      ) : (
        <CardList>
          {vagas.edges.map(({ node }) => (
            <li key={node.id}>
              <CompanyJobCard vaga={node} connectionId={vagas.__id} />
            </li>
          ))}
        </CardList>
      )}
      {hasNext && (
        <LoadMoreRow>
          <Button type="button" $variant="outline" disabled={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>
            {isLoadingNext && <Spinner $size={16} aria-hidden />}
            {isLoadingNext ? "Carregando…" : "Carregar mais"}
          </Button>
        </LoadMoreRow>
      )}
    </Section>
  );
}
