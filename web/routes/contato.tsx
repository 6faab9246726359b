import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root.tsx";

// Public, and rendered on the server like the landing page (web/entry-server.tsx).
export const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/contato",
  component: lazyRouteComponent(() => import("./-legal/ContactPage.tsx"), "ContactPage"),
});
