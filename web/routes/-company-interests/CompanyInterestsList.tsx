import { Heart, Search } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay";
import { ButtonLink } from "../../components/Button.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { CardList, LoadMore } from "../../components/ListLayout.tsx";
import { CompanyInterestCard } from "./CompanyInterestCard.tsx";
import type { CompanyInterestsList_company$key } from "./__generated__/CompanyInterestsList_company.graphql";
import type { CompanyInterestsListPaginationQuery } from "./__generated__/CompanyInterestsListPaginationQuery.graphql";
import { formatCount } from "../../format.ts";

const PAGE_SIZE = 20;

// The connection key is also in features/interests/useSendInterestMutation.ts: a new interest joins this list.
const fragment = graphql`
  fragment CompanyInterestsList_company on Empresa
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "CompanyInterestsListPaginationQuery") {
    interessesEnviados(first: $count, after: $cursor) @connection(key: "CompanyInterestsList_interessesEnviados") @required(action: THROW) {
      edges {
        node {
          id
          ...CompanyInterestCard_interest
        }
      }
    }
  }
`;

export const interestCountText = (count: number) =>
  count === 1 ? "1 interesse enviado" : `${formatCount(count)} interesses enviados`;

/** Every interest the company has sent, newest first, 20 at a time. */
export function CompanyInterestsList({ company }: { company: CompanyInterestsList_company$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    CompanyInterestsListPaginationQuery,
    CompanyInterestsList_company$key
  >(fragment, company);
  const { edges } = data.interessesEnviados;

  if (edges.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        title="Nenhum interesse enviado"
        action={
          <ButtonLink to="/candidatos/buscar">
            <Search size={18} aria-hidden />
            Buscar Candidatos
          </ButtonLink>
        }
      >
        Encontre candidatos com o perfil das suas vagas e demonstre interesse: eles serão avisados.
      </EmptyState>
    );
  }
  return (
    <>
      <CardList>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <CompanyInterestCard interest={node} />
          </li>
        ))}
      </CardList>
      {hasNext && <LoadMore loading={isLoadingNext} onLoad={(options) => loadNext(PAGE_SIZE, options)} />}
    </>
  );
}
