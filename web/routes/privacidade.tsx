import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root.tsx";

// Public, and rendered on the server like the landing page (web/entry-server.tsx).
export const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/privacidade",
  component: lazyRouteComponent(() => import("./-legal/PrivacyPage.tsx"), "PrivacyPage"),
});
