import { ArrowLeft } from "lucide-react";
import { Suspense } from "react";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { BackLink } from "../../components/BackLink.tsx";
import { ListPage } from "../../components/PageHeader.tsx";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";
import { notificationSettingsRoute } from "../conta.notificacoes.tsx";
import type { NotificationSettingsQuery } from "./__generated__/NotificationSettingsQuery.graphql";
import { NotificationSettingsForm } from "./NotificationSettingsForm.tsx";
import { notificationSettingsQuery } from "./NotificationSettingsQuery.ts";
import { NotificationSettingsSkeleton } from "./NotificationSettingsSkeleton.tsx";

function Content({ queryRef }: { queryRef: PreloadedQuery<NotificationSettingsQuery> }) {
  const { viewer } = usePreloadedQuery<NotificationSettingsQuery>(notificationSettingsQuery, queryRef);
  if (!viewer) return <AccessDenied />;
  return <NotificationSettingsForm user={viewer} />;
}

/** /conta/notificacoes: how each kind of notice of the signed-in user's role reaches them by e-mail. */
export function NotificationSettingsPage() {
  useDocumentTitle("Preferências de notificação");
  return (
    <ListPage
      title="Preferências de notificação"
      subtitle="Os avisos aparecem sempre no site, no sino e em Notificações. Escolha quais também chegam por e-mail, e quando."
      back={
        <BackLink to="/notificacoes">
          <ArrowLeft size={18} aria-hidden />
          Notificações
        </BackLink>
      }
    >
      <Suspense fallback={<NotificationSettingsSkeleton />}>
        <Content queryRef={notificationSettingsRoute.useLoaderData()} />
      </Suspense>
    </ListPage>
  );
}
