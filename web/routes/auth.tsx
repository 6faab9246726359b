import { createRoute, redirect } from "@tanstack/react-router";
import { dashboardPath, getViewer } from "../session.ts";
import { rootRoute } from "./__root.tsx";
import { parseAuthSearch } from "./-auth/authLinks.ts";
import { lazyScreen } from "../lazyScreen.ts";

export const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/auth",
  // ?aba= picks the form, ?voltar= where to go once signed in (followed only when it is a path of this site).
  validateSearch: parseAuthSearch,
  // A signed-in user never sees the forms: straight to where they were going, or their dashboard.
  beforeLoad: async ({ context, search }) => {
    const viewer = await getViewer(context.environment);
    if (!viewer) return;
    // Rare (a signed-in person on /auth), so the checks of voltar load only then, not with every page.
    const { returnPathFor } = await import("./-auth/returnPath.ts");
    throw redirect({ href: returnPathFor(viewer.userType, search.voltar) ?? dashboardPath(viewer.userType), replace: true });
  },
  component: lazyScreen(import.meta.glob<typeof import("./-auth/AuthPage.tsx")>("/routes/-auth/AuthPage.tsx"), "AuthPage"),
});
