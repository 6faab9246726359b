import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./__root.tsx";
import { lazyScreen } from "../lazyScreen.ts";

// The e-mailed link: /redefinir-senha#token=…, the token in the fragment so that no request log ever holds it.
export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/redefinir-senha",
  component: lazyScreen(import.meta.glob<typeof import("./-password/ResetPasswordPage.tsx")>("/routes/-password/ResetPasswordPage.tsx"), "ResetPasswordPage"),
});
