import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { dashboardPath, getViewer } from "../session.ts";
import { rootRoute } from "./__root.tsx";

export const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  beforeLoad: async ({ context }) => {
    const viewer = await getViewer(context.environment);
    if (viewer) throw redirect({ to: dashboardPath(viewer.userType), replace: true });
  },
  component: lazyRouteComponent(() => import("./-landing/LandingPage.tsx"), "LandingPage"),
});
