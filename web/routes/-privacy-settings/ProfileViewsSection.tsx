import { Eye } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay";
import styled from "styled-components";
import { Avatar } from "../../components/Avatar.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { LoadMore } from "../../components/ListLayout.tsx";
import { formatCount, formatDateTime } from "../../format.ts";
import type { ProfileViewsPaginationQuery } from "./__generated__/ProfileViewsPaginationQuery.graphql";
import type { ProfileViewsSection_candidate$key } from "./__generated__/ProfileViewsSection_candidate.graphql";
import { Section, SectionText, SectionTitle } from "./sectionParts.ts";

const Views = styled.ul`
  display: grid;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  strong { display: block; overflow-wrap: anywhere; }
  time { color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const fragment = graphql`
  fragment ProfileViewsSection_candidate on Candidato
  @refetchable(queryName: "ProfileViewsPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
    visualizacoesPerfil(first: $first, after: $after) @connection(key: "ProfileViewsSection_visualizacoesPerfil") {
      totalCount
      edges {
        cursor
        node {
          em
          nomeEmpresa
          empresa {
            logoUrl
          }
        }
      }
    }
  }
`;

/** 'Quem viu meu perfil': each company that opened the profile, once per day it did, newest first. */
export function ProfileViewsSection({ candidate }: { candidate: ProfileViewsSection_candidate$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ProfileViewsPaginationQuery, ProfileViewsSection_candidate$key>(fragment, candidate);
  const views = data.visualizacoesPerfil;
  const total = views?.totalCount ?? 0;
  return (
    <Section aria-labelledby="privacidade-visualizacoes">
      <SectionTitle id="privacidade-visualizacoes">
        <Eye size={20} aria-hidden />
        Quem viu meu perfil
      </SectionTitle>
      {!views || total === 0 ? (
        <EmptyState icon={Eye} title="Nenhuma empresa abriu seu perfil ainda" compact level={3} testId="profile-views-empty">
          Quando uma empresa abrir seu perfil, ela aparece aqui, com a data e a hora.
        </EmptyState>
      ) : (
        <>
          <SectionText>
            {total === 1 ? "1 visualização" : `${formatCount(total)} visualizações`}. Cada empresa aparece uma vez por dia em que abriu
            seu perfil.
          </SectionText>
          <Views data-testid="profile-views">
            {views.edges.map(({ cursor, node }) => (
              <li key={cursor}>
                <Avatar src={node.empresa?.logoUrl} name={node.nomeEmpresa} size={40} shape="rounded" />
                <div>
                  <strong>{node.nomeEmpresa}</strong>
                  <time dateTime={node.em}>{formatDateTime(node.em)}</time>
                </div>
              </li>
            ))}
          </Views>
          {hasNext && <LoadMore loading={isLoadingNext} onLoad={(options) => loadNext(10, options)} />}
        </>
      )}
    </Section>
  );
}
