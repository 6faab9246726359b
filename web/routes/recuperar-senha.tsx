import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./__root.tsx";
import { lazyScreen } from "../lazyScreen.ts";

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/recuperar-senha",
  component: lazyScreen(import.meta.glob<typeof import("./-password/ForgotPasswordPage.tsx")>("/routes/-password/ForgotPasswordPage.tsx"), "ForgotPasswordPage"),
});
