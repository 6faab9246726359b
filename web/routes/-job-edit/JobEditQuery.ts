import { graphql } from "react-relay";

/** Loaded with its screen; the route's loader starts it from JobEditQuery$parameters (see web/relay/preload.ts). */
export const jobEditQuery = graphql`
  query JobEditQuery($id: ID!) @preloadable {
    vaga(id: $id) {
      id
      viewerIsOwner
      # The form remounts with fresh values if the network brings a newer version than the store had.
      updatedAt
      ...JobForm_job
    }
  }
`;
