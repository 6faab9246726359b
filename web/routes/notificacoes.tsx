import { createRoute } from "@tanstack/react-router";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import notificationsQuery from "./-notifications/__generated__/NotificationsQuery$parameters";
import type { NotificationsQuery } from "./-notifications/__generated__/NotificationsQuery.graphql";
import { lazyScreen } from "../lazyScreen.ts";

export const notificationsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/notificacoes",
  // Notices arrive at any time: show the store at once, refresh from the network.
  loader: ({ context }) => preload<NotificationsQuery>(context.environment, notificationsQuery, {}, "store-and-network"),
  component: lazyScreen(import.meta.glob<typeof import("./-notifications/NotificationsPage.tsx")>("/routes/-notifications/NotificationsPage.tsx"), "NotificationsPage"),
});
