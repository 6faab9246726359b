import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { graphql } from "react-relay";
import { toGlobalId } from "../relay/ids.ts";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import type { jobEditIdQuery } from "./__generated__/jobEditIdQuery.graphql";

export const jobEditQuery = graphql`
  query jobEditIdQuery($id: ID!) {
    vaga(id: $id) {
      id
      viewerIsOwner
      # The form remounts with fresh values if the network brings a newer version than the store had.
      updatedAt
      ...JobForm_job
    }
  }
`;

export const jobEditRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/job-edit/$id",
  // The URL holds the database id; `vaga` takes a global id. (encodeURIComponent keeps btoa
  // from throwing on a hand-typed non-Latin id: such an id matches no job and shows 'Vaga não encontrada'.)
  loader: ({ context, params }) =>
    context.viewer.userType === "EMPRESA"
      ? preload<jobEditIdQuery>(context.environment, jobEditQuery, { id: toGlobalId("Vaga", encodeURIComponent(params.id)) }, "store-and-network")
      : null,
  component: lazyRouteComponent(() => import("./-job-edit/JobEditPage.tsx"), "JobEditPage"),
});
