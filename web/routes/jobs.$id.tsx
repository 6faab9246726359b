import { createRoute } from "@tanstack/react-router";
import { preload } from "../relay/preload.ts";
import { toGlobalId } from "../relay/ids.ts";
import { rootRoute } from "./__root.tsx";
import { loadErrorFor } from "../components/LoadError.tsx";
import jobQuery from "./-job/__generated__/jobsIdQuery$parameters";
import type { jobsIdQuery } from "./-job/__generated__/jobsIdQuery.graphql";
import { lazyScreen } from "../lazyScreen.ts";

/** Database ids are cuids; anything else (a mistyped link) cannot be a job, and is not sent to the server. */
const isJobId = (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id);

export const jobRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/jobs/$id",
  // Status and "already applied" change under us: show the store at once, refresh from the network.
  loader: ({ context, params }) =>
    isJobId(params.id)
      ? preload<jobsIdQuery>(context.environment, jobQuery, { id: toGlobalId("Vaga", params.id) }, "store-and-network")
      : null,
  errorComponent: loadErrorFor("Não foi possível carregar a vaga"),
  component: lazyScreen(import.meta.glob<typeof import("./-job/JobPage.tsx")>("/routes/-job/JobPage.tsx"), "JobPage"),
});
