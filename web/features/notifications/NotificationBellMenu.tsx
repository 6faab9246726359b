import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link } from "@tanstack/react-router";
import { CheckCheck } from "lucide-react";
import type { ReactNode } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import styled from "styled-components";
import { MenuItem, MenuLabel, MenuSeparator } from "../../components/Menu.tsx";
import { NotificationText, useNotice } from "./NotificationItem.tsx";
import { useMarkAllNotificationsRead, useMarkNotificationRead } from "./useMarkNotificationRead.ts";
import type { NotificationBellMenuQuery } from "./__generated__/NotificationBellMenuQuery.graphql";
import type { NotificationItem_notificacao$key } from "./__generated__/NotificationItem_notificacao.graphql";

// The bell shows the latest few; the rest are on /notificacoes.
const query = graphql`
  query NotificationBellMenuQuery {
    notificacoes(first: 6) @connection(key: "NotificationBellMenu_notificacoes") {
      edges {
        node {
          id
          ...NotificationItem_notificacao
        }
      }
    }
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Empty = styled.p`
  padding: ${({ theme }) => `${theme.space.md} 10px`};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const NoticeItem = styled(MenuItem)`
  align-items: flex-start;
`;

const AllLink = styled(MenuItem)`
  justify-content: center;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

function BellNotice({ notice: key }: { notice: NotificationItem_notificacao$key }) {
  const notice = useNotice(key);
  const markRead = useMarkNotificationRead();
  return (
    <NoticeItem asChild onSelect={() => markRead(notice)}>
      <Link to={notice.link}>
        <NotificationText notice={notice} />
      </Link>
    </NoticeItem>
  );
}

/** The open bell's notices, newest first; each opens what it is about and turns read. */
export function NotificationBellList() {
  const data = useLazyLoadQuery<NotificationBellMenuQuery>(query, {}, { fetchPolicy: "store-and-network" });
  const edges = data.notificacoes.edges;
  if (edges.length === 0) {
    return <Empty>Nenhuma notificação ainda. Avisamos aqui quando algo acontecer com suas candidaturas e interesses.</Empty>;
  }
  return (
    <DropdownMenu.Group>
      {edges.map(({ node }) => (
        <BellNotice key={node.id} notice={node} />
      ))}
    </DropdownMenu.Group>
  );
}

/**
 * 'Marcar todas como lidas' above the list and 'Ver todas' under it, there
 * from the moment the menu opens (a menu must hold items while its list loads).
 */
export function BellMenuFrame({ unread, children }: { unread: number; children: ReactNode }) {
  const [markAll, marking] = useMarkAllNotificationsRead();
  return (
    <>
      <Header>
        <MenuLabel>Notificações</MenuLabel>
        <MenuItem
          disabled={unread === 0 || marking}
          onSelect={(event) => {
            // The menu stays open: the list turns read in place.
            event.preventDefault();
            markAll();
          }}
        >
          <CheckCheck size={16} aria-hidden />
          Marcar todas como lidas
        </MenuItem>
      </Header>
      <MenuSeparator />
      {children}
      <MenuSeparator />
      <AllLink asChild>
        <Link to="/notificacoes">Ver todas as notificações</Link>
      </AllLink>
    </>
  );
}
