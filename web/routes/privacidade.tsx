import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./__root.tsx";
import { lazyScreen } from "../lazyScreen.ts";

// Public, and rendered on the server like the landing page (web/entry-server.tsx).
export const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/privacidade",
  component: lazyScreen(import.meta.glob<typeof import("./-legal/PrivacyPage.tsx")>("/routes/-legal/PrivacyPage.tsx"), "PrivacyPage"),
});
