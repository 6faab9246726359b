import { graphql } from "react-relay";

/** Loaded with its screen; the route's loader starts it from ProfileCandidateQuery$parameters (see web/relay/preload.ts). */
export const candidateProfileQuery = graphql`
  query ProfileCandidateQuery @preloadable {
    viewer {
      candidato {
        ...ProgressCard_candidate
        ...PersonalSection_candidate
        ...EducationSection_candidate
        ...ExperienceSection_candidate
        ...SkillSection_candidate
        ...LanguageSection_candidate
        ...CourseSection_candidate
        ...PcdSection_candidate
      }
    }
  }
`;
