import { createRoute, redirect } from "@tanstack/react-router";
import { dashboardPath, getViewer } from "../session.ts";
import { rootRoute } from "./__root.tsx";
import { lazyScreen } from "../lazyScreen.ts";

export const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  beforeLoad: async ({ context }) => {
    const viewer = await getViewer(context.environment);
    if (viewer) throw redirect({ to: dashboardPath(viewer.userType), replace: true });
  },
  component: lazyScreen(import.meta.glob<typeof import("./-landing/LandingPage.tsx")>("/routes/-landing/LandingPage.tsx"), "LandingPage"),
});
