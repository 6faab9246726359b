import { Inbox, Search } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay";
import { ButtonLink } from "../../components/Button.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { CardList, LoadMore } from "../../components/ListLayout.tsx";
import { CompanyApplicationCard } from "./CompanyApplicationCard.tsx";
import type { CompanyApplicationsList_company$key } from "./__generated__/CompanyApplicationsList_company.graphql";
import type { CompanyApplicationsListPaginationQuery } from "./__generated__/CompanyApplicationsListPaginationQuery.graphql";
import { formatCount } from "../../format.ts";

const PAGE_SIZE = 20;

const fragment = graphql`
  fragment CompanyApplicationsList_company on Empresa
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "CompanyApplicationsListPaginationQuery") {
    candidaturasRecebidas(first: $count, after: $cursor) @connection(key: "CompanyApplicationsList_candidaturasRecebidas") @required(action: THROW) {
      edges {
        node {
          id
          ...CompanyApplicationCard_application
        }
      }
    }
  }
`;

export const applicationCountText = (count: number) =>
  count === 1 ? "1 candidatura recebida" : `${formatCount(count)} candidaturas recebidas`;

/** Every application to the company's jobs, newest first, 20 at a time. */
export function CompanyApplicationsList({ company }: { company: CompanyApplicationsList_company$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    CompanyApplicationsListPaginationQuery,
    CompanyApplicationsList_company$key
  >(fragment, company);
  const { edges } = data.candidaturasRecebidas;

  if (edges.length === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title="Nenhuma candidatura recebida"
        action={
          <ButtonLink to="/candidatos/buscar" $variant="outline">
            <Search size={18} aria-hidden />
            Buscar Candidatos
          </ButtonLink>
        }
      >
        Quando candidatos se inscreverem nas suas vagas, as candidaturas aparecem aqui.
      </EmptyState>
    );
  }
  return (
    <>
      <CardList>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <CompanyApplicationCard application={node} />
          </li>
        ))}
      </CardList>
      {hasNext && <LoadMore loading={isLoadingNext} onLoad={(options) => loadNext(PAGE_SIZE, options)} />}
    </>
  );
}
