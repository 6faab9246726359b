import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { dashboardPath, getViewer } from "../session.ts";
import { rootRoute } from "./__root.tsx";

export const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/auth",
  // A signed-in user never sees the forms: straight to their dashboard.
  beforeLoad: async ({ context }) => {
    const viewer = await getViewer(context.environment);
    if (viewer) throw redirect({ to: dashboardPath(viewer.userType), replace: true });
  },
  component: lazyRouteComponent(() => import("./-auth/AuthPage.tsx"), "AuthPage"),
});
