import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root.tsx";

// Public, and rendered on the server like the landing page (web/entry-server.tsx).
export const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/termos",
  component: lazyRouteComponent(() => import("./-legal/TermsPage.tsx"), "TermsPage"),
});
