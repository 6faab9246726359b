import { graphql } from "react-relay";

/** Loaded with its screen; the route's loader starts it from CandidateViewQuery$parameters (see web/relay/preload.ts). */
export const candidateViewQuery = graphql`
  query CandidateViewQuery($id: ID!) @preloadable {
    # A candidate who opens someone else's profile gets a FORBIDDEN error on this field: caught, it shows 'Acesso negado'.
    candidato(id: $id) @catch(to: RESULT) {
      id
      nomeCompleto
      ...CandidateViewHeader_candidate
      ...CandidateViewEducation_candidate
      ...CandidateViewExperience_candidate
      ...CandidateViewLanguages_candidate
      ...CandidateViewSkills_candidate
      ...CandidateViewCourses_candidate
    }
  }
`;
