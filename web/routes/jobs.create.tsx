import { createRoute } from "@tanstack/react-router";
import { protectedRoute } from "./_app.tsx";
import { lazyScreen } from "../lazyScreen.ts";

export const jobCreateRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/jobs/create",
  component: lazyScreen(import.meta.glob<typeof import("./-job-create/JobCreatePage.tsx")>("/routes/-job-create/JobCreatePage.tsx"), "JobCreatePage"),
});
