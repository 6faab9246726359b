import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root.tsx";

// Public, and rendered on the server like the landing page (web/entry-server.tsx). The guide and
// the schema reference it shows load with the screen, never on another page's first load.
export const developersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/desenvolvedores",
  component: lazyRouteComponent(() => import("./-developers/DevelopersPage.tsx"), "DevelopersPage"),
});
