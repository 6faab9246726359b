import { createRouter } from "@tanstack/react-router";
import type { Environment } from "relay-runtime";
import { CenteredSpinner } from "./components/Spinner.tsx";
import { NotFoundPage } from "./components/StatusPages.tsx";
import { rootRoute } from "./routes/__root.tsx";
import { protectedRoute } from "./routes/_app.tsx";
import { authRoute } from "./routes/auth.tsx";
import { candidateDashboardRoute } from "./routes/dashboard.candidate.tsx";
import { companyDashboardRoute } from "./routes/dashboard.company.tsx";
import { landingRoute } from "./routes/index.tsx";

// The spec's route table; screens join it as they are built.
const routeTree = rootRoute.addChildren([
  landingRoute,
  authRoute,
  protectedRoute.addChildren([candidateDashboardRoute, companyDashboardRoute]),
]);

export function createAppRouter(environment: Environment) {
  return createRouter({
    routeTree,
    context: { environment },
    defaultPreload: "intent",
    // Relay's store is the cache: loaders re-run cheaply and decide their own fetch policy.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: CenteredSpinner,
    defaultPendingMs: 150,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}
