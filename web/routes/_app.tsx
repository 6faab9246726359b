import { createRoute, Outlet, redirect } from "@tanstack/react-router";
import { CenteredSpinner } from "../components/Spinner.tsx";
import { getViewer } from "../session.ts";
import { rootRoute } from "./__root.tsx";

/** Every protected screen sits under this route: visitors are sent to /auth, which brings them back once signed in. */
export const protectedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "protected",
  beforeLoad: async ({ context, location }) => {
    const viewer = await getViewer(context.environment);
    if (!viewer) throw redirect({ to: "/auth", search: { voltar: location.href }, replace: true });
    return { viewer };
  },
  pendingComponent: CenteredSpinner,
  component: Outlet,
});
