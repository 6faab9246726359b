import { createRoute } from "@tanstack/react-router";
import { toGlobalId } from "../relay/ids.ts";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import jobEditQuery from "./-job-edit/__generated__/JobEditQuery$parameters";
import type { JobEditQuery } from "./-job-edit/__generated__/JobEditQuery.graphql";
import { lazyScreen } from "../lazyScreen.ts";

export const jobEditRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/job-edit/$id",
  // The URL holds the database id; `vaga` takes a global id. (encodeURIComponent keeps btoa
  // from throwing on a hand-typed non-Latin id: such an id matches no job and shows 'Vaga não encontrada'.)
  loader: ({ context, params }) =>
    context.viewer.userType === "EMPRESA"
      ? preload<JobEditQuery>(context.environment, jobEditQuery, { id: toGlobalId("Vaga", encodeURIComponent(params.id)) }, "store-and-network")
      : null,
  component: lazyScreen(import.meta.glob<typeof import("./-job-edit/JobEditPage.tsx")>("/routes/-job-edit/JobEditPage.tsx"), "JobEditPage"),
});
