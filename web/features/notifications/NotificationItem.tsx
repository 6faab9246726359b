import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { RelativeTime } from "../../components/RelativeTime.tsx";
import type { NotificationItem_notificacao$data, NotificationItem_notificacao$key } from "./__generated__/NotificationItem_notificacao.graphql";

const fragment = graphql`
  fragment NotificationItem_notificacao on Notificacao {
    id
    titulo
    texto
    link
    lida
    createdAt
  }
`;

export type Notice = NotificationItem_notificacao$data;

export const useNotice = (key: NotificationItem_notificacao$key) => useFragment(fragment, key);

const Body = styled.span`
  display: grid;
  grid-template-columns: 10px 1fr;
  column-gap: ${({ theme }) => theme.space.sm};
  align-items: baseline;
  text-align: left;
`;

const Dot = styled.span<{ $unread: boolean }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $unread }) => ($unread ? theme.colors.brand : "transparent")};
`;

const Title = styled.span<{ $unread: boolean }>`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.font.weight.semibold : theme.font.weight.regular)};
  line-height: 1.4;
`;

const Detail = styled.span`
  grid-column: 2;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A notice's words: a dot and bold text while unread (and 'Não lida' for screen readers), its detail and when. */
export function NotificationText({ notice }: { notice: Notice }) {
  const unread = !notice.lida;
  return (
    <Body>
      <Dot $unread={unread} aria-hidden />
      <Title $unread={unread}>
        {unread && <span className="visually-hidden">Não lida: </span>}
        {notice.titulo}
      </Title>
      {notice.texto && <Detail>{notice.texto}</Detail>}
      <Detail>
        <RelativeTime iso={notice.createdAt} />
      </Detail>
    </Body>
  );
}
