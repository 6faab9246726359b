import { Heart, Search } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay";
import { Button, ButtonLink } from "../../components/Button.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { CardList } from "../-job-applicants/cardParts.ts";
import { EmptyState } from "../../components/EmptyState.tsx";
import { More, PAGE_SIZE } from "../-job-applicants/JobApplicantsList.tsx";
import { CompanyInterestCard } from "./CompanyInterestCard.tsx";
import type { CompanyInterestsList_empresa$key } from "./__generated__/CompanyInterestsList_empresa.graphql";
import type { CompanyInterestsListPaginationQuery } from "./__generated__/CompanyInterestsListPaginationQuery.graphql";

// The connection key is also in -interest/useSendInteresseMutation.ts: a new interest joins this list.
const fragment = graphql`
  fragment CompanyInterestsList_empresa on Empresa
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "CompanyInterestsListPaginationQuery") {
    interessesEnviados(first: $count, after: $cursor) @connection(key: "CompanyInterestsList_interessesEnviados") {
      edges {
        node {
          id
          ...CompanyInterestCard_interesse
        }
      }
    }
  }
`;

export const interestsText = (count: number) =>
  count === 1 ? "1 interesse enviado" : `${count.toLocaleString("pt-BR")} interesses enviados`;

/** Every interest the company has sent, newest first, 20 at a time. */
export function CompanyInterestsList({ empresa }: { empresa: CompanyInterestsList_empresa$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    CompanyInterestsListPaginationQuery,
    CompanyInterestsList_empresa$key
  >(fragment, empresa);
  const { edges } = data.interessesEnviados;

  if (edges.length === 0) {
    return (
      <EmptyState
        icon={<Heart size={26} />}
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
            <CompanyInterestCard interesse={node} />
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
