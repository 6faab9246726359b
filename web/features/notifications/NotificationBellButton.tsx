import { Bell } from "lucide-react";
import type { ComponentPropsWithRef } from "react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { buttonStyles, type ButtonStyleProps } from "../../components/Button.tsx";
import { formatCount } from "../../format.ts";
import type { NotificationBellButton_viewer$key } from "./__generated__/NotificationBellButton_viewer.graphql";

const fragment = graphql`
  fragment NotificationBellButton_viewer on User {
    notificacoesNaoLidas
  }
`;

const Trigger = styled.button<ButtonStyleProps>`
  ${buttonStyles}
  position: relative;
  padding-inline: 10px;
`;

const Count = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 18px;
  text-align: center;
`;

/** 'Notificações, 2 não lidas': the bell's name says the count its badge shows. */
export const bellLabel = (unread: number) =>
  unread === 0 ? "Notificações" : `Notificações, ${formatCount(unread)} ${unread === 1 ? "não lida" : "não lidas"}`;

/** The bell with its unread count (from the root query, then live), the trigger of the list of notices. */
export function NotificationBellButton({ viewer, ...props }: { viewer: NotificationBellButton_viewer$key } & ComponentPropsWithRef<"button">) {
  const { notificacoesNaoLidas: unread } = useFragment(fragment, viewer);
  return (
    <Trigger type="button" aria-haspopup="menu" aria-expanded={false} {...props} $variant="ghost" $size="sm" aria-label={bellLabel(unread)}>
      <Bell size={20} aria-hidden />
      {unread > 0 && <Count aria-hidden>{unread > 99 ? "99+" : unread}</Count>}
    </Trigger>
  );
}
