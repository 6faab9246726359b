import { ConnectionHandler, type RecordSourceProxy } from "relay-runtime";

// The two lists of notices in the store: the bell's latest and the /notificacoes page's.
// A new notice is put at the top of both; 'Marcar todas como lidas' marks both.

export const noticeConnections = () => [
  ConnectionHandler.getConnectionID("client:root", "NotificationBellMenu_notificacoes"),
  ConnectionHandler.getConnectionID("client:root", "NotificationList_notificacoes"),
];

/** Sets the unread count the bell shows. */
export function setUnreadCount(store: RecordSourceProxy, count: number) {
  store.getRoot().getLinkedRecord("viewer")?.setValue(Math.max(0, count), "notificacoesNaoLidas");
}

export function unreadCountIn(store: RecordSourceProxy): number {
  const value = store.getRoot().getLinkedRecord("viewer")?.getValue("notificacoesNaoLidas");
  return typeof value === "number" ? value : 0;
}

/** Every notice in the lists, read. */
export function markListedRead(store: RecordSourceProxy) {
  for (const id of noticeConnections()) {
    for (const edge of store.get(id)?.getLinkedRecords("edges") ?? []) edge?.getLinkedRecord("node")?.setValue(true, "lida");
  }
}
