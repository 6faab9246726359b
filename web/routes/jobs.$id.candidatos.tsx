import { createRoute } from "@tanstack/react-router";
import { toGlobalId } from "../relay/ids.ts";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import { loadErrorFor } from "../components/LoadError.tsx";
import jobApplicationsQuery from "./-job-applications/__generated__/JobApplicationsQuery$parameters";
import type { JobApplicationsQuery } from "./-job-applications/__generated__/JobApplicationsQuery.graphql";
import { lazyScreen } from "../lazyScreen.ts";

/** Database ids are cuids; anything else (a mistyped link) cannot be a job, and is not sent to the server. */
const isJobId = (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id);

export const jobApplicationsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/jobs/$id/candidatos",
  // Only companies (others see 'Acesso negado'). New applications and status changes
  // arrive all the time: show the store at once, refresh from the network.
  loader: ({ context, params }) => {
    if (context.viewer.userType !== "EMPRESA") return { access: "denied" as const };
    if (!isJobId(params.id)) return { access: "missing" as const };
    const queryRef = preload<JobApplicationsQuery>(
      context.environment,
      jobApplicationsQuery,
      { id: toGlobalId("Vaga", params.id) },
      "store-and-network",
    );
    return { access: "company" as const, queryRef };
  },
  errorComponent: loadErrorFor("Não foi possível carregar os candidatos"),
  component: lazyScreen(import.meta.glob<typeof import("./-job-applications/JobApplicationsPage.tsx")>("/routes/-job-applications/JobApplicationsPage.tsx"), "JobApplicationsPage"),
});
