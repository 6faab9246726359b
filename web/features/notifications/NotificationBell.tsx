import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Suspense, useState } from "react";
import styled from "styled-components";
import { MenuContent } from "../../components/Menu.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { NotificationBellButton } from "./NotificationBellButton.tsx";
import { NotificationBellMenu } from "./NotificationBellMenu.tsx";
import { useNotificationsSubscription } from "./useNotificationsSubscription.ts";
import type { NotificationBellButton_viewer$key } from "./__generated__/NotificationBellButton_viewer.graphql";

const Content = styled(MenuContent)`
  width: min(380px, calc(100vw - 24px));
  max-height: min(520px, calc(100vh - 96px));
  overflow-y: auto;
`;

const Loading = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg};
`;

/**
 * The bell and its list of the latest notices, kept live while the bar shows.
 * Loaded after the first paint, for signed-in people only.
 */
export function NotificationBell({ viewer }: { viewer: NotificationBellButton_viewer$key }) {
  const [open, setOpen] = useState(false);
  useNotificationsSubscription();
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <NotificationBellButton viewer={viewer} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <Content align="end" sideOffset={8} aria-label="Notificações">
          <Suspense
            fallback={
              <Loading>
                <Spinner $size={20} aria-label="Carregando notificações" />
              </Loading>
            }
          >
            {open && <NotificationBellMenu />}
          </Suspense>
        </Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
