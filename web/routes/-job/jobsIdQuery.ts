import { graphql } from "react-relay";

/** Loaded with its screen; the route's loader starts it from jobsIdQuery$parameters (see web/relay/preload.ts). */
export const jobQuery = graphql`
  query jobsIdQuery($id: ID!) @preloadable {
    viewer {
      userType
    }
    vaga(id: $id) {
      titulo
      empresa {
        nomeEmpresa
      }
      ...JobHeader_job
      ...JobDetails_job
      ...JobSummary_job
      ...ApplyAction_job
      ...SaveJobButton_job
    }
  }
`;
