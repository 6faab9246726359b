import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root.tsx";

// The e-mailed link: /redefinir-senha#token=…, the token in the fragment so that no request log ever holds it.
export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/redefinir-senha",
  component: lazyRouteComponent(() => import("./-password/ResetPasswordPage.tsx"), "ResetPasswordPage"),
});
