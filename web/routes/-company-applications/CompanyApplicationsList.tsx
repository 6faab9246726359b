import { Inbox, Search } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay";
import { Button, ButtonLink } from "../../components/Button.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { CardList } from "../-job-applicants/cardParts.ts";
import { EmptyState } from "../../components/EmptyState.tsx";
import { More, PAGE_SIZE } from "../-job-applicants/JobApplicantsList.tsx";
import { CompanyApplicationCard } from "./CompanyApplicationCard.tsx";
import type { CompanyApplicationsList_empresa$key } from "./__generated__/CompanyApplicationsList_empresa.graphql";
import type { CompanyApplicationsListPaginationQuery } from "./__generated__/CompanyApplicationsListPaginationQuery.graphql";

const fragment = graphql`
  fragment CompanyApplicationsList_empresa on Empresa
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "CompanyApplicationsListPaginationQuery") {
    candidaturasRecebidas(first: $count, after: $cursor) @connection(key: "CompanyApplicationsList_candidaturasRecebidas") {
      edges {
        node {
          id
          ...CompanyApplicationCard_candidatura
        }
      }
    }
  }
`;

export const applicationsText = (count: number) =>
  count === 1 ? "1 candidatura recebida" : `${count.toLocaleString("pt-BR")} candidaturas recebidas`;

/** Every application to the company's jobs, newest first, 20 at a time. */
export function CompanyApplicationsList({ empresa }: { empresa: CompanyApplicationsList_empresa$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    CompanyApplicationsListPaginationQuery,
    CompanyApplicationsList_empresa$key
  >(fragment, empresa);
  const { edges } = data.candidaturasRecebidas;

  if (edges.length === 0) {
    return (
      <EmptyState
        icon={<Inbox size={26} />}
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
            <CompanyApplicationCard candidatura={node} />
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
