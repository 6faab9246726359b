import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./__root.tsx";
import { lazyScreen } from "../lazyScreen.ts";

// Public, and rendered on the server like the landing page (web/entry-server.tsx). The guide and
// the schema reference it shows load with the screen, never on another page's first load.
export const developersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/desenvolvedores",
  component: lazyScreen(import.meta.glob<typeof import("./-developers/DevelopersPage.tsx")>("/routes/-developers/DevelopersPage.tsx"), "DevelopersPage"),
});
