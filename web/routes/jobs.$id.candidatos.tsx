import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { graphql } from "react-relay";
import { toGlobalId } from "../relay/ids.ts";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import { JobApplicantsLoadError } from "./-job-applicants/LoadError.tsx";
import type { jobsIdCandidatosQuery } from "./__generated__/jobsIdCandidatosQuery.graphql";

export const jobApplicantsQuery = graphql`
  query jobsIdCandidatosQuery($id: ID!) {
    # Another company's job: its applicants are FORBIDDEN and the API nulls the job. Caught, that reads 'Acesso negado'.
    vaga(id: $id) @catch(to: RESULT) {
      titulo
      viewerIsOwner
      ...JobApplicantsHeader_vaga
      ...JobApplicantsList_vaga
    }
  }
`;

/** Database ids are cuids; anything else (a mistyped link) cannot be a job, and is not sent to the server. */
const isJobId = (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id);

export const jobApplicantsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/jobs/$id/candidatos",
  // Only companies (others see 'Acesso negado'). New applications and status changes
  // arrive all the time: show the store at once, refresh from the network.
  loader: ({ context, params }) => {
    if (context.viewer.userType !== "EMPRESA") return { access: "denied" as const };
    if (!isJobId(params.id)) return { access: "missing" as const };
    const queryRef = preload<jobsIdCandidatosQuery>(
      context.environment,
      jobApplicantsQuery,
      { id: toGlobalId("Vaga", params.id) },
      "store-and-network",
    );
    return { access: "company" as const, queryRef };
  },
  errorComponent: JobApplicantsLoadError,
  component: lazyRouteComponent(() => import("./-job-applicants/JobApplicantsPage.tsx"), "JobApplicantsPage"),
});
