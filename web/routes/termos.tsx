import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./__root.tsx";
import { lazyScreen } from "../lazyScreen.ts";

// Public, and rendered on the server like the landing page (web/entry-server.tsx).
export const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/termos",
  component: lazyScreen(import.meta.glob<typeof import("./-legal/TermsPage.tsx")>("/routes/-legal/TermsPage.tsx"), "TermsPage"),
});
