import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Suspense, useState } from "react";
import styled from "styled-components";
import { MenuContent, MenuRoot } from "../../components/Menu.tsx";
import { graphql, useFragment } from "react-relay";
import { NotificationBellButton } from "./NotificationBellButton.tsx";
import { BellMenuFrame, NotificationBellList } from "./NotificationBellMenu.tsx";
import { useNotificationsSubscription } from "./useNotificationsSubscription.ts";
import type { NotificationBell_viewer$key } from "./__generated__/NotificationBell_viewer.graphql";
import type { NotificationBellButton_viewer$key } from "./__generated__/NotificationBellButton_viewer.graphql";

const countFragment = graphql`
  fragment NotificationBell_viewer on User {
    notificacoesNaoLidas
  }
`;

const Content = styled(MenuContent)`
  width: min(380px, calc(100vw - 24px));
  max-height: min(520px, calc(100vh - 96px));
  overflow-y: auto;
`;

const Loading = styled(DropdownMenu.Label)`
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * The bell and its list of the latest notices, kept live while the bar shows.
 * Loaded after the first paint, for signed-in people only.
 */
export function NotificationBell({ viewer }: { viewer: NotificationBellButton_viewer$key & NotificationBell_viewer$key }) {
  const [open, setOpen] = useState(false);
  const { notificacoesNaoLidas } = useFragment(countFragment, viewer);
  useNotificationsSubscription();
  return (
    <MenuRoot modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <NotificationBellButton viewer={viewer} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <Content align="end" sideOffset={8} aria-label="Notificações">
          <BellMenuFrame unread={notificacoesNaoLidas}>
            {/* Plain text while the list loads: a menu may hold items and labels, not a status widget. */}
            <Suspense fallback={<Loading>Carregando notificações…</Loading>}>{open && <NotificationBellList />}</Suspense>
          </BellMenuFrame>
        </Content>
      </DropdownMenu.Portal>
    </MenuRoot>
  );
}
