import { graphql } from "react-relay";

/** Loaded with its screen; the route's loader starts it from JobApplicationsQuery$parameters (see web/relay/preload.ts). */
export const jobApplicationsQuery = graphql`
  query JobApplicationsQuery($id: ID!) @preloadable {
    # Another company's job: its applicants are FORBIDDEN and the API nulls the job. Caught, that reads 'Acesso negado'.
    vaga(id: $id) @catch(to: RESULT) {
      titulo
      viewerIsOwner
      ...JobApplicationsHeader_job
      ...JobApplicationsList_job
    }
  }
`;
