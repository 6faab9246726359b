import { CheckCheck, Settings } from "lucide-react";
import { usePreloadedQuery } from "react-relay";
import styled from "styled-components";
import { Button, ButtonLink } from "../../components/Button.tsx";
import { ListPage } from "../../components/PageHeader.tsx";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";
import { formatCount } from "../../format.ts";
import { useMarkAllNotificationsRead } from "../../features/notifications/useMarkNotificationRead.ts";
import { notificationsRoute } from "../notificacoes.tsx";
import { NotificationList } from "./NotificationList.tsx";
import { notificationsQuery } from "./NotificationsQuery.ts";
import type { NotificationsQuery } from "./__generated__/NotificationsQuery.graphql";

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const unreadText = (count: number) =>
  count === 0 ? "Você está em dia: nenhuma notificação por ler." : count === 1 ? "1 notificação não lida." : `${formatCount(count)} notificações não lidas.`;

/** /notificacoes: every notice of the signed-in user, candidate or company. */
export function NotificationsPage() {
  const data = usePreloadedQuery<NotificationsQuery>(notificationsQuery, notificationsRoute.useLoaderData());
  const [markAll, marking] = useMarkAllNotificationsRead();
  useDocumentTitle("Notificações");
  const unread = data.viewer?.notificacoesNaoLidas ?? 0;
  return (
    <ListPage
      title="Notificações"
      subtitle={<span aria-live="polite">{unreadText(unread)}</span>}
      actions={
        <Actions>
          {unread > 0 && (
            <Button type="button" $variant="outline" disabled={marking} onClick={markAll}>
              <CheckCheck size={18} aria-hidden />
              Marcar todas como lidas
            </Button>
          )}
          <ButtonLink to="/conta/notificacoes" $variant="ghost">
            <Settings size={18} aria-hidden />
            Preferências de notificação
          </ButtonLink>
        </Actions>
      }
    >
      <NotificationList query={data} />
    </ListPage>
  );
}
