import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./__root.tsx";
import { lazyScreen } from "../lazyScreen.ts";

// Public, and rendered on the server like the landing page (web/entry-server.tsx).
export const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/contato",
  component: lazyScreen(import.meta.glob<typeof import("./-legal/ContactPage.tsx")>("/routes/-legal/ContactPage.tsx"), "ContactPage"),
});
