import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { dashboardPath, getViewer } from "../session.ts";
import { rootRoute } from "./__root.tsx";
import { parseAuthSearch, returnPathFor } from "./-auth/authSearch.ts";

export const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/auth",
  // ?aba= picks the form, ?voltar= where to go once signed in (only a path of this site).
  validateSearch: parseAuthSearch,
  // A signed-in user never sees the forms: straight to where they were going, or their dashboard.
  beforeLoad: async ({ context, search }) => {
    const viewer = await getViewer(context.environment);
    if (viewer) throw redirect({ href: returnPathFor(viewer.userType, search.voltar) ?? dashboardPath(viewer.userType), replace: true });
  },
  component: lazyRouteComponent(() => import("./-auth/AuthPage.tsx"), "AuthPage"),
});
