import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root.tsx";

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/recuperar-senha",
  component: lazyRouteComponent(() => import("./-password/ForgotPasswordPage.tsx"), "ForgotPasswordPage"),
});
