import { Link } from "@tanstack/react-router";
import { Bell } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay";
import styled from "styled-components";
import { EmptyState } from "../../components/EmptyState.tsx";
import { LoadMore } from "../../components/ListLayout.tsx";
import { NotificationText, useNotice } from "../../features/notifications/NotificationItem.tsx";
import { useMarkNotificationRead } from "../../features/notifications/useMarkNotificationRead.ts";
import type { NotificationItem_notificacao$key } from "../../features/notifications/__generated__/NotificationItem_notificacao.graphql";
import type { NotificationList_query$key } from "./__generated__/NotificationList_query.graphql";
import type { NotificationListPaginationQuery } from "./__generated__/NotificationListPaginationQuery.graphql";

const PAGE_SIZE = 20;

const fragment = graphql`
  fragment NotificationList_query on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "NotificationListPaginationQuery") {
    notificacoes(first: $count, after: $cursor) @connection(key: "NotificationList_notificacoes") {
      edges {
        node {
          id
          ...NotificationItem_notificacao
        }
      }
    }
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  & > li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const Row = styled(Link)<{ $unread: boolean }>`
  display: block;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.surfaceAlt : theme.colors.surface)};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.background}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: -2px; }
`;

function NotificationRow({ notice: key }: { notice: NotificationItem_notificacao$key }) {
  const notice = useNotice(key);
  const markRead = useMarkNotificationRead();
  return (
    <Row to={notice.link} $unread={!notice.lida} onClick={() => markRead(notice)}>
      <NotificationText notice={notice} />
    </Row>
  );
}

/** Every notice, newest first, twenty at a time; new ones appear at the top as they come. */
export function NotificationList({ query }: { query: NotificationList_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<NotificationListPaginationQuery, NotificationList_query$key>(fragment, query);
  const { edges } = data.notificacoes;
  if (edges.length === 0) {
    return (
      <EmptyState icon={Bell} title="Nenhuma notificação ainda" testId="notifications-empty">
        Quando uma empresa ver sua candidatura ou seu perfil, ou alguém responder a você, o aviso aparece aqui e no sino do topo.
      </EmptyState>
    );
  }
  return (
    <section aria-label="Notificações">
      <List>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <NotificationRow notice={node} />
          </li>
        ))}
      </List>
      {hasNext && <LoadMore loading={isLoadingNext} onLoad={(options) => loadNext(PAGE_SIZE, options)} />}
    </section>
  );
}
