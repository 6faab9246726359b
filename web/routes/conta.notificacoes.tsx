import { createRoute } from "@tanstack/react-router";
import { loadErrorFor } from "../components/LoadError.tsx";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import settingsQuery from "./-notification-settings/__generated__/NotificationSettingsQuery$parameters";
import type { NotificationSettingsQuery } from "./-notification-settings/__generated__/NotificationSettingsQuery.graphql";
import { lazyScreen } from "../lazyScreen.ts";

export const notificationSettingsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/conta/notificacoes",
  // A digest's unsubscribe link may have changed them since: show the store at once, refresh from the network.
  loader: ({ context }) => preload<NotificationSettingsQuery>(context.environment, settingsQuery, {}, "store-and-network"),
  errorComponent: loadErrorFor("Não foi possível carregar suas preferências"),
  component: lazyScreen(import.meta.glob<typeof import("./-notification-settings/NotificationSettingsPage.tsx")>("/routes/-notification-settings/NotificationSettingsPage.tsx"), "NotificationSettingsPage"),
});
